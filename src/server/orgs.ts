// Organisations (brands/<orgCode>/brand.json), parsed at start with the generated validator: the
// server refuses to start on a bad manifest, naming the file and every problem.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { parseBrand, type Brand } from '../core/brand/parse-brand';
import { ConfigError } from '../core/flow/parse-flow';
import { AppError } from './errors';

export type { Brand };

export interface Orgs {
  all(): Brand[];
  get(code: string): Brand | undefined;
  /** The organisation a request names (query orgCode/organization, else the x-org header), else the default. */
  forRequest(request: FastifyRequest): Brand;
  /** Like get, but an unknown code answers 404 'No private label data found' (spec section 8). */
  require(code: string): Brand;
}

export function loadOrgs(brandsDir: string, defaultOrgCode: string): Orgs {
  const brands = new Map<string, Brand>();
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    const file = join(brandsDir, entry.name, 'brand.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const parsed = parseBrand(JSON.parse(readFileSync(file, 'utf8')), entry.name);
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    const brand = parsed.value;
    brands.set(brand.orgCode, brand);
  }
  if (!brands.has(defaultOrgCode)) throw new Error(`DEFAULT_ORG_CODE "${defaultOrgCode}" has no manifest in ${brandsDir}`);

  const require = (code: string): Brand => {
    const brand = brands.get(code);
    if (!brand) throw new AppError('ORGANIZATION_NOT_FOUND', { detail: code.slice(0, 40) });
    return brand;
  };
  return {
    all: () => [...brands.values()],
    get: (code) => brands.get(code),
    require,
    forRequest(request) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const named = query.orgCode ?? query.organization ?? request.headers['x-org'];
      return typeof named === 'string' && named ? require(named) : brands.get(defaultOrgCode)!;
    },
  };
}
