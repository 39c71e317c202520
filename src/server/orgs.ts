// Organisations (brands/<orgCode>/brand.json over brands/defaults.json), parsed at start with the
// same functions as `npm run check`: the server refuses to start on a bad manifest, naming the file
// and every problem. Requests resolve their brand as pages do (spec section 1): the host prefix
// first, then the organisation they name, then the default, so a call can never act under a brand
// its page does not show.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { crossBrandProblems, parseBrand, parseBrandDefaults, type Org } from '../core/brand/parse-brand';
import { withRunsOnFallback } from '../core/brand/product-settings';
import { resolveBrand, type BrandIndex } from '../core/brand/resolve';
import { linkStateRedirects, type OrgData } from '../core/brand/view';
import { hasCopyKey } from '../core/copy/resolve';
import { ConfigError } from '../core/flow/parse-flow';
import { AppError } from './errors';
import { readJson } from './flows';

export type { Org };

export interface Orgs {
  get(code: string): Org | undefined;
  /** Like get, but an unknown code answers 404 'No private label data found' (spec section 8). */
  require(code: string): Org;
  /** An API call's organisation: the host's brand, else the one it names (orgCode, organization, x-org), else the default. */
  forRequest(request: FastifyRequest): Org;
  /** A page's organisation data: the host's brand, else ?org=, else the default; or why there is none. */
  pageData(request: FastifyRequest): OrgData;
  /** The folder of an organisation's manifest and assets. */
  dirOf(code: string): string;
  /** Every organisation's code, sorted (the staff console's brand picker). */
  codes(): string[];
}

export function readOrgs(brandsDir: string, copy: Record<string, unknown>): Array<{ file: string; org: Org }> {
  const defaultsFile = join(brandsDir, 'defaults.json');
  const defaults = parseBrandDefaults(readJson(defaultsFile));
  if (!defaults.ok) throw new ConfigError(defaultsFile, defaults.problems);
  const orgs: Array<{ file: string; org: Org }> = [];
  for (const entry of readdirSync(brandsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(brandsDir, entry.name, 'brand.json');
    if (!existsSync(file)) continue;
    const parsed = parseBrand(readJson(file), { folderName: entry.name, defaults: defaults.value, hasCopyKey: (key) => hasCopyKey(copy, key) });
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    orgs.push({ file, org: parsed.value });
  }
  const cross = crossBrandProblems(orgs);
  if (cross.length) throw new ConfigError(cross[0]!.file, cross);
  linkStateRedirects(orgs.map((o) => o.org));
  return orgs;
}

/**
 * `machineProducts` lists each status machine's products (own product first): a product a brand does
 * not configure takes the settings of the product it runs on (core/brand/product-settings).
 */
export function loadOrgs(brandsDir: string, defaultOrgCode: string, copy: Record<string, unknown> = {}, machineProducts: ReadonlyArray<readonly string[]> = []): Orgs {
  const list = readOrgs(brandsDir, copy).map((o) => o.org);
  for (const org of list) org.products = withRunsOnFallback(org.products, machineProducts);
  const index: BrandIndex<Org> = {
    byCode: new Map(list.map((o) => [o.orgCode, o])),
    byHostPrefix: new Map(list.flatMap((o) => o.manifest.hostPrefixes.map((p) => [p, o] as const))),
    defaultCode: defaultOrgCode,
  };
  if (!index.byCode.has(defaultOrgCode)) throw new Error(`DEFAULT_ORG_CODE "${defaultOrgCode}" has no manifest in ${brandsDir}`);

  const require = (code: string): Org => {
    const org = index.byCode.get(code);
    if (!org) throw new AppError('ORGANIZATION_NOT_FOUND', { detail: code.slice(0, 40) });
    return org;
  };
  return {
    get: (code) => index.byCode.get(code),
    require,
    dirOf: (code) => join(brandsDir, require(code).orgCode),
    codes: () => [...index.byCode.keys()].sort(),
    forRequest(request) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const named = [query.orgCode, query.organization, request.headers['x-org']].find((v): v is string => typeof v === 'string' && v !== '');
      const resolved = resolveBrand(index, { host: request.headers.host, org: named });
      if (!resolved.ok) throw new AppError('ORGANIZATION_NOT_FOUND', { detail: (named ?? '').slice(0, 40) });
      // A call from acme.example.com naming another organisation is refused (catalogue Z3).
      if (resolved.via === 'host' && named && named !== resolved.org.orgCode) throw new AppError('ORGANIZATION_MISMATCH');
      return resolved.org;
    },
    pageData(request) {
      const org = (request.query as Record<string, unknown> | undefined)?.org;
      const resolved = resolveBrand(index, { host: request.headers.host, org: typeof org === 'string' && org ? org : undefined });
      return resolved.ok ? { ok: true, brand: resolved.org.view } : { ok: false, error: resolved.error, details: resolved.details };
    },
  };
}
