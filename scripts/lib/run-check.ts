// What `npm run check` checks: every flow, copy file, fixture, status machine and brand manifest
// against its schema, and every flow and status machine statically. The same parse functions run in the server at start.
// The status-to-screen table beside each status machine must have a row for every status it can produce,
// and so must the dashboard's status table.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { hasCopyKey } from '../../src/core/copy/resolve';
import { crossBrandProblems, parseBrand, parseBrandDefaults, type Org } from '../../src/core/brand/parse-brand';
import { parseBannerFile } from '../../src/core/banners/parse-file';
import { expandFlows, parseFlow, schemaProblems } from '../../src/core/flow/parse-flow';
import { productCoverageProblems } from '../../src/core/status/by-product';
import { parseStatusMachine, type StatusMachine } from '../../src/core/status/machine';
import { machineReferenceProblems } from '../../src/core/status/machine-refs';
import { coverageProblems, parseStatusScreens } from '../../src/core/status/screens-check';
import { parseApplicationProgress } from '../../src/core/status/progress-check';
import { parseDashboardStages } from '../../src/core/status/dashboard-check';
import { categoryProblems } from '../../src/core/conditions/categories';
import type { ConditionCategories } from '../../src/generated/types/condition-categories';
import { validateConditionCategories, validateFeatureFlags, validateStatusNotifications } from '../../src/generated/validators/schemas';
import { statusNoticeProblems, type StatusNotifications } from '../../src/core/notifications/status-notices';
import { registryProblems, type FeatureFlags } from '../../src/core/flags/resolve';
import type { Flow } from '../../src/core/flow/types';
import { validateCopy, validateFlowFixture } from '../../src/generated/validators/schemas';
import { copyUsageProblems } from './copy-usage';
import { catalogueKeyProblems, contractWordProblems } from './contract-copy';
import { rendererProblems, screenProblems } from './screens-check';
import { listFiles, readJson, repoRoot } from './files';

export interface FileProblem {
  file: string;
  pointer: string;
  reason: string;
  /** Set for a problem in source code (file:line) rather than at a JSON pointer. */
  line?: number;
}

export interface CheckReport {
  problems: FileProblem[];
  counts: { flows: number; copy: number; fixtures: number; statusMachines: number; brands: number };
}

export function runCheck(root = repoRoot): CheckReport {
  const problems: FileProblem[] = [];
  const add = (file: string, list: Array<{ pointer: string; reason: string }>) =>
    list.forEach((p) => problems.push({ file, pointer: p.pointer, reason: p.reason }));
  const read = (file: string): unknown => {
    const r = readJson(file, root);
    if (!r.ok) add(file, [{ pointer: '', reason: r.reason }]);
    return r.ok ? r.value : undefined;
  };

  const copyFiles = listFiles('copy', '.json', root);
  const copyEn: Record<string, unknown> = {};
  for (const file of copyFiles) {
    const value = read(file);
    if (value === undefined) continue;
    add(file, schemaProblems(validateCopy, value));
    if (basename(dirname(file)) === 'en') copyEn[basename(file, '.json')] = value;
  }

  const flowFiles = listFiles('flows', '.flow.json', root);
  const flows = new Map<string, Flow>();
  const flowValues = flowFiles.map((file) => ({ file, value: read(file) })).filter((f) => f.value !== undefined);
  for (const { file, value, problems: variantProblems } of expandFlows(flowValues)) {
    add(file, variantProblems);
    if (variantProblems.length) continue;
    const parsed = parseFlow(value, { hasCopyKey: (key) => hasCopyKey(copyEn, key) });
    if (!parsed.ok) {
      add(file, parsed.problems);
      continue;
    }
    const flow = parsed.value;
    if (basename(file) !== `${flow.id}.flow.json`) add(file, [{ pointer: '/id', reason: `file name must be ${flow.id}.flow.json` }]);
    if (flows.has(flow.id)) add(file, [{ pointer: '/id', reason: `flow id "${flow.id}" is used by another flow` }]);
    const sameScreen = flow.screen === undefined ? undefined : [...flows.values()].find((f) => f.screen === flow.screen);
    if (sameScreen) add(file, [{ pointer: '/screen', reason: `screen "${flow.screen}" is drawn by flow "${sameScreen.id}" already` }]);
    flows.set(flow.id, flow);
    add(file, rendererProblems(flow));
  }
  checkFallbacks(flowFiles, flows, add);

  const fixtureFiles = listFiles('tests/fixtures/flows', '.json', root);
  for (const file of fixtureFiles) {
    const value = read(file);
    if (value === undefined) continue;
    add(file, schemaProblems(validateFlowFixture, value));
    const flowId = basename(dirname(file));
    if (!flowFiles.some((f) => basename(f) === `${flowId}.flow.json`)) {
      add(file, [{ pointer: '', reason: `folder "${flowId}" names no flow in flows/` }]);
    }
  }

  const machineFiles = listFiles('flows', '.status-machine.json', root);
  const machines: Array<{ file: string; machine: StatusMachine }> = [];
  for (const file of machineFiles) {
    const value = read(file);
    if (value === undefined) continue;
    const parsed = parseStatusMachine(value);
    add(file, parsed.problems);
    if (parsed.ok) machines.push({ file, machine: parsed.value });
  }
  // The form screens of a product folder: the flows beside its status-to-screen table.
  const flowsIn = (dir: string) => [...flows.values()].filter((f) => flowFiles.some((file) => dirname(file) === dir && basename(file) === `${f.id}.flow.json`));
  checkStatusScreens(machines, read, add, flowsIn);
  const schemaIds = new Set(listFiles('schemas', '.schema.json', root).map((f) => (read(f) as { $id?: string } | undefined)?.$id ?? ''));
  for (const { file, machine } of machines) add(file, machineReferenceProblems(machine, flowsIn(dirname(file)), schemaIds));
  const progressTables: Array<{ file: string; products: string[] }> = [];
  for (const file of listFiles('flows', 'application-progress.json', root)) {
    const value = read(file);
    if (value === undefined) continue;
    const parsed = parseApplicationProgress(value, (key) => hasCopyKey(copyEn, key));
    add(file, parsed.problems);
    if (parsed.ok) progressTables.push({ file, products: parsed.value.products });
  }
  // The page picks these tables by the application's product: each product a machine runs has one of each.
  const machineProducts = machines.flatMap((m) => m.machine.products);
  const screenTables = listFiles('flows', 'status-screens.json', root).flatMap((file) => {
    const parsed = parseStatusScreens(read(file));
    return parsed.ok ? [{ file, products: parsed.value.products }] : [];
  });
  // The dashboard's words per status: every status of the machines running its products has a row.
  const dashboardTables: Array<{ file: string; products: string[] }> = [];
  for (const file of listFiles('flows', 'dashboard-stages.json', root)) {
    const value = read(file);
    if (value === undefined) continue;
    const products = (value as { products?: unknown }).products;
    const statuses = machines.filter((m) => Array.isArray(products) && m.machine.products.some((p) => products.includes(p))).flatMap((m) => Object.keys(m.machine.states));
    const parsed = parseDashboardStages(value, (key) => hasCopyKey(copyEn, key), statuses);
    add(file, parsed.problems);
    if (parsed.ok) dashboardTables.push({ file, products: parsed.value.products });
  }
  // Condition categories: the schema, then every copy key exists.
  for (const file of listFiles('flows', 'condition-categories.json', root)) {
    const value = read(file);
    if (value === undefined) continue;
    const problems = schemaProblems(validateConditionCategories, value);
    add(file, problems.length ? problems : categoryProblems(value as ConditionCategories, (key) => hasCopyKey(copyEn, key)));
  }
  // Statuses that notify the applicant (issue 17): the schema, then copy keys and statuses that exist.
  for (const file of listFiles('flows', 'status-notifications.json', root)) {
    const value = read(file);
    if (value === undefined) continue;
    const problems = schemaProblems(validateStatusNotifications, value);
    const statuses = machines.filter((m) => (value as StatusNotifications).products?.some((p) => m.machine.products.includes(p))).flatMap((m) => Object.keys(m.machine.states));
    add(file, problems.length ? problems : statusNoticeProblems(value as StatusNotifications, (key) => hasCopyKey(copyEn, key), statuses));
  }
  // Feature flags (spec section 6): the schema, then what the code relies on (flows/<product>/feature-flags.json).
  for (const file of listFiles('flows', 'feature-flags.json', root)) {
    const value = read(file);
    if (value === undefined) continue;
    const problems = schemaProblems(validateFeatureFlags, value);
    add(file, problems.length ? problems : registryProblems(value as FeatureFlags));
  }
  for (const p of [
    ...productCoverageProblems(screenTables, machineProducts, 'status-to-screen table'),
    ...productCoverageProblems(progressTables, machineProducts, 'application progress'),
    ...productCoverageProblems(dashboardTables, machineProducts, 'dashboard status table'),
  ])
    add(p.file, [p]);

  const brandFiles = listFiles('brands', 'brand.json', root);
  const defaultsFile = 'brands/defaults.json';
  const defaultsValue = read(defaultsFile);
  const defaults = defaultsValue === undefined ? undefined : parseBrandDefaults(defaultsValue);
  if (defaults && !defaults.ok) add(defaultsFile, defaults.problems);
  const orgs: Array<{ file: string; org: Org }> = [];
  const brandDefaults = defaults?.ok ? defaults.value : undefined;
  for (const file of brandDefaults ? brandFiles : []) {
    const value = read(file);
    if (value === undefined) continue;
    const parsed = parseBrand(value, { folderName: basename(dirname(file)), defaults: brandDefaults!, hasCopyKey: (key) => hasCopyKey(copyEn, key) });
    if (parsed.ok) orgs.push({ file, org: parsed.value });
    else add(file, parsed.problems);
  }
  // A brand's banner file (brands/<orgCode>/banners.json), checked as the server checks it at start.
  for (const { file, org } of orgs) {
    const bannerFile = join(dirname(file), 'banners.json');
    if (!existsSync(join(root, bannerFile))) continue;
    const value = read(bannerFile);
    const parsed = value === undefined ? undefined : parseBannerFile(value, org.view.banners.linkHosts);
    if (parsed && !parsed.ok) add(bannerFile, parsed.problems);
  }
  for (const p of crossBrandProblems(orgs)) add(p.file, [p]);
  problems.push(...copyUsageProblems(copyEn, root));
  // The service contract names copy keys, never words (issue 30): its error texts live in copy/en.
  for (const p of catalogueKeyProblems(copyEn)) add(p.file, [p]);
  problems.push(...contractWordProblems(root));

  return {
    problems,
    counts: {
      flows: flowFiles.length,
      copy: copyFiles.length,
      fixtures: fixtureFiles.length,
      statusMachines: machineFiles.length,
      brands: brandFiles.length,
    },
  };
}

/** A flow's fallback must name another flow's basePath (register-v2 falls back to /register). */
function checkFallbacks(files: string[], flows: Map<string, Flow>, add: (file: string, list: Array<{ pointer: string; reason: string }>) => void): void {
  const basePaths = new Set([...flows.values()].map((f) => f.basePath));
  for (const flow of flows.values()) {
    if (!flow.fallback) continue;
    const file = files.find((f) => basename(f) === `${flow.id}.flow.json`) ?? flow.id;
    if (flow.fallback.to === flow.basePath) add(file, [{ pointer: '/fallback/to', reason: 'a flow cannot fall back to itself' }]);
    else if (!basePaths.has(flow.fallback.to)) add(file, [{ pointer: '/fallback/to', reason: `names no flow's basePath: "${flow.fallback.to}"` }]);
  }
}

/** Each product folder with a status machine has a status-screens.json with a row for every status. */
function checkStatusScreens(
  machines: Array<{ file: string; machine: StatusMachine }>,
  read: (file: string) => unknown,
  add: (file: string, list: Array<{ pointer: string; reason: string }>) => void,
  flowsIn: (dir: string) => Flow[],
): void {
  for (const dir of new Set(machines.map((m) => dirname(m.file)))) {
    const file = join(dir, 'status-screens.json');
    const value = read(file);
    if (value === undefined) continue;
    const parsed = parseStatusScreens(value);
    add(file, parsed.problems);
    if (!parsed.ok) continue;
    add(file, screenProblems(parsed.value, flowsIn(dir)));
    for (const m of machines.filter((x) => dirname(x.file) === dir)) add(file, coverageProblems(parsed.value, m.machine, basename(m.file)));
  }
}

export function formatProblem(p: FileProblem): string {
  return `${p.file}${p.line ? `:${p.line}` : `#${p.pointer || '/'}`}: ${p.reason}`;
}
