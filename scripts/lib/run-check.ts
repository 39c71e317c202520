// What `npm run check` checks: every flow, copy file, fixture, status machine and brand manifest
// against its schema, and every flow and status machine statically. The same parse functions run in the server at start.
// The status-to-screen table beside each status machine must have a row for every status it can produce,
// and so must the dashboard's status table.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { hasCopyKey } from '../../src/core/copy/resolve';
import { crossBrandProblems, parseBrand, parseBrandDefaults, type Org } from '../../src/core/brand/parse-brand';
import type { Brand } from '../../src/generated/types/brand';
import { brandProductProblems } from '../../src/core/product/offered';
import { parseBannerFile } from '../../src/core/banners/parse-file';
import { parseBrandKnowledgeBase, parseKnowledgeBase } from '../../src/core/chatbot/knowledge-base';
import { expandFlows, parseFlow, schemaProblems } from '../../src/core/flow/parse-flow';
import { crossProductProblems, parseProductManifest, productReferenceProblems } from '../../src/core/product/parse';
import type { ProductManifest, TableKind } from '../../src/core/product/registry';
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
import { namesRead, registryNames, unreadFlagProblems } from './flag-usage';
import { catalogueKeyProblems, contractWordProblems } from './contract-copy';
import { rendererProblems, screenProblems, screensOfTable } from './screens-check';
import { eligibilityStrategies, pricingStrategies } from '../../src/core/strategies/registry';
import { listFiles, readJson, repoRoot } from './files';
import { placeholderWarnings } from './brand-placeholders';

// The strategy names a manifest may use: those src/core/strategies registers.
const KNOWN_STRATEGIES = { pricing: Object.keys(pricingStrategies), eligibility: Object.keys(eligibilityStrategies) };

export interface FileProblem {
  file: string;
  pointer: string;
  reason: string;
  /** Set for a problem in source code (file:line) rather than at a JSON pointer. */
  line?: number;
}

export interface CheckReport {
  problems: FileProblem[];
  /** What is printed without failing the check: a manifest's brand:new placeholders. */
  warnings: FileProblem[];
  counts: { flows: number; copy: number; fixtures: number; statusMachines: number; brands: number };
}

export function runCheck(root = repoRoot): CheckReport {
  const problems: FileProblem[] = [];
  const warnings: FileProblem[] = [];
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
  // The form screens a machine or status-to-screen table may name: the flows of every product
  // folder. A flow's id and screen are unique across flows/ (checked above) and the page draws a
  // screen by its name wherever its flow lives, so a product reuses another's forms (DSCR the
  // HELOC's contact, social, co-deed...) as it reuses its tables, by name.
  const flowsIn = (_dir: string) => [...flows.values()];
  const schemaIds = new Set(listFiles('schemas', '.schema.json', root).map((f) => (read(f) as { $id?: string } | undefined)?.$id ?? ''));
  const tableIds: Record<TableKind, string[]> = { statusMachine: machines.map((m) => m.machine.id), statusScreens: [], applicationProgress: [], dashboardStages: [], conditionCategories: [], statusNotifications: [], participants: [], featureFlags: [] };
  // What each table kind's file is called, and its values by id (the manifests name them by id).
  const tablesById = new Map<string, { file: string; value: unknown }>();
  const collect = (kind: TableKind, name: string) => {
    for (const file of listFiles('flows', name, root)) {
      const value = read(file) as { id?: unknown } | undefined;
      if (typeof value?.id !== 'string') {
        if (value !== undefined) add(file, [{ pointer: '/id', reason: 'a table needs an id (product manifests name it)' }]);
        continue;
      }
      tableIds[kind].push(value.id);
      tablesById.set(`${kind}:${value.id}`, { file, value });
    }
  };
  collect('statusScreens', 'status-screens.json');
  collect('applicationProgress', 'application-progress.json');
  collect('dashboardStages', 'dashboard-stages.json');
  collect('conditionCategories', 'condition-categories.json');
  collect('statusNotifications', 'status-notifications.json');
  collect('participants', 'participants.json');
  collect('featureFlags', 'feature-flags.json');

  // Product manifests (issue 24): the schema, then every name they use exists.
  const manifests: Array<{ file: string; manifest: ProductManifest }> = [];
  for (const file of listFiles('flows', 'product.json', root)) {
    const value = read(file);
    if (value === undefined) continue;
    const parsed = parseProductManifest(value, basename(dirname(file)));
    if (!parsed.ok) {
      add(file, parsed.problems);
      continue;
    }
    manifests.push({ file, manifest: parsed.value });
    add(file, productReferenceProblems(parsed.value, { tableIds, flowIds: [...flows.keys()], hasCopyKey: (key) => hasCopyKey(copyEn, key), strategies: KNOWN_STRATEGIES }));
  }
  for (const p of crossProductProblems(manifests)) add(p.file, [p]);
  const productIds = manifests.map((m) => m.manifest.id);
  for (const [id, flow] of flows) {
    if (!productIds.includes(flow.product)) add(flowFiles.find((f) => basename(f) === `${id}.flow.json`) ?? id, [{ pointer: '/product', reason: `no product folder holds "${flow.product}" (flows/<product>/product.json)` }]);
  }

  // A form screen's event must be declared by the machines whose products draw that screen (their
  // status-to-screen tables name it): a HELOC screen's new event is not DSCR's business. A screen no
  // table draws is checked against every machine, as it could be reached from any.
  const drawnBy = new Map<string, Set<string>>();
  for (const { manifest } of manifests) {
    const table = tablesById.get(`statusScreens:${manifest.tables.statusScreens}`)?.value;
    const parsed = table === undefined ? undefined : parseStatusScreens(table);
    if (!parsed?.ok) continue;
    const drawn = drawnBy.get(manifest.tables.statusMachine) ?? new Set<string>();
    for (const { screen } of screensOfTable(parsed.value)) drawn.add(screen);
    drawnBy.set(manifest.tables.statusMachine, drawn);
  }
  const drawnAnywhere = new Set([...drawnBy.values()].flatMap((screens) => [...screens]));
  for (const { file, machine } of machines) {
    const drawn = drawnBy.get(machine.id) ?? new Set<string>();
    const sendsHere = (flow: Flow) => !flow.screen || drawn.has(flow.screen) || !drawnAnywhere.has(flow.screen);
    add(file, machineReferenceProblems(machine, flowsIn(dirname(file)), schemaIds, sendsHere));
  }

  // Each table against its schema and what it relies on; tables that list statuses are checked
  // against every machine some product uses them with, so every status of the machine is covered.
  const machineOf = (id: string) => machines.find((m) => m.machine.id === id)?.machine;
  const machinesUsing = (kind: TableKind, id: string) => [...new Set(manifests.filter((m) => m.manifest.tables[kind] === id).map((m) => m.manifest.tables.statusMachine))].flatMap((mid) => machineOf(mid) ?? []);
  const statusesFor = (kind: TableKind, id: string) => machinesUsing(kind, id).flatMap((m) => Object.keys(m.states));
  for (const [key, { file, value }] of tablesById) {
    const [kind, id] = key.split(/:(.*)/) as [TableKind, string];
    if (kind === 'statusScreens') {
      const parsed = parseStatusScreens(value);
      add(file, parsed.problems);
      if (!parsed.ok) continue;
      add(file, screenProblems(parsed.value, flowsIn(dirname(file))));
      for (const machine of machinesUsing(kind, id)) add(file, coverageProblems(parsed.value, machine, machine.id));
    } else if (kind === 'applicationProgress') {
      add(file, parseApplicationProgress(value, (k) => hasCopyKey(copyEn, k), statusesFor(kind, id)).problems);
    } else if (kind === 'dashboardStages') {
      add(file, parseDashboardStages(value, (k) => hasCopyKey(copyEn, k), statusesFor(kind, id)).problems);
    } else if (kind === 'conditionCategories') {
      const problems = schemaProblems(validateConditionCategories, value);
      add(file, problems.length ? problems : categoryProblems(value as ConditionCategories, (k) => hasCopyKey(copyEn, k)));
      // A state's `conditions` raise categories of its product's table.
      const known = (value as ConditionCategories).categories ?? {};
      for (const machine of machinesUsing(kind, id)) {
        for (const [status, state] of Object.entries(machine.states)) {
          for (const c of state.conditions ?? []) if (!Object.hasOwn(known, c)) add(file, [{ pointer: '/categories', reason: `no category ${c}, which ${machine.id}'s ${status} raises` }]);
        }
      }
    } else if (kind === 'statusNotifications') {
      const problems = schemaProblems(validateStatusNotifications, value);
      add(file, problems.length ? problems : statusNoticeProblems(value as StatusNotifications, (k) => hasCopyKey(copyEn, k), statusesFor(kind, id)));
    } else if (kind === 'featureFlags') {
      const problems = schemaProblems(validateFeatureFlags, value);
      add(file, problems.length ? problems : registryProblems(value as FeatureFlags));
      if (!problems.length) add(file, unreadFlagProblems(value as FeatureFlags, namesRead(root, registryNames(value as FeatureFlags))));
    }
  }

  const brandFiles = listFiles('brands', 'brand.json', root);
  const defaultsFile = 'brands/defaults.json';
  const defaultsValue = read(defaultsFile);
  const defaults = defaultsValue === undefined ? undefined : parseBrandDefaults(defaultsValue);
  if (defaults && !defaults.ok) add(defaultsFile, defaults.problems);
  const orgs: Array<{ file: string; org: Org }> = [];
  const brandDefaults = defaults?.ok ? defaults.value : undefined;
  // Every product folder has its default pricing, and every row is a product's (the schema names none).
  if (brandDefaults) add(defaultsFile, defaultsRowProblems(Object.keys(brandDefaults.products), productIds));
  for (const file of brandDefaults ? brandFiles : []) {
    const value = read(file);
    if (value === undefined) continue;
    const parsed = parseBrand(value, { folderName: basename(dirname(file)), defaults: brandDefaults!, hasCopyKey: (key) => hasCopyKey(copyEn, key), strategiesOf: (id) => manifests.find((m) => m.manifest.id === id)?.manifest.strategies });
    if (parsed.ok) orgs.push({ file, org: parsed.value });
    else add(file, parsed.problems);
    warnings.push(...placeholderWarnings(file, value));
    // The products it offers are folders (issue 24), whether or not the rest of it parsed.
    const products = (value as { products?: unknown }).products;
    if (products && typeof products === 'object' && !Array.isArray(products)) add(file, brandProductProblems({ products: products as Brand['products'] }, productIds));
  }
  // A brand's banner file (brands/<orgCode>/banners.json), checked as the server checks it at start.
  for (const { file, org } of orgs) {
    const bannerFile = join(dirname(file), 'banners.json');
    if (!existsSync(join(root, bannerFile))) continue;
    const value = read(bannerFile);
    const parsed = value === undefined ? undefined : parseBannerFile(value, org.view.banners.linkHosts);
    if (parsed && !parsed.ok) add(bannerFile, parsed.problems);
  }
  // The chatbot's knowledge base (brands/knowledge-base.json) and a brand's own over it, as the server reads them at start.
  const kbFile = 'brands/knowledge-base.json';
  const kbValue = read(kbFile);
  const kb = kbValue === undefined ? undefined : parseKnowledgeBase(kbValue);
  if (kb && !kb.ok) add(kbFile, kb.problems);
  for (const file of kb?.ok ? brandFiles : []) {
    const ownFile = join(dirname(file), 'knowledge-base.json');
    if (!existsSync(join(root, ownFile))) continue;
    const value = read(ownFile);
    const parsed = value === undefined || !kb?.ok ? undefined : parseBrandKnowledgeBase(value, kb.value);
    if (parsed && !parsed.ok) add(ownFile, parsed.problems);
  }
  for (const p of crossBrandProblems(orgs)) add(p.file, [p]);
  problems.push(...copyUsageProblems(copyEn, root));
  // The service contract names copy keys, never words (issue 30): its error texts live in copy/en.
  for (const p of catalogueKeyProblems(copyEn)) add(p.file, [p]);
  problems.push(...contractWordProblems(root));

  return {
    problems,
    warnings,
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

/** brands/defaults.json's products against the product folders: one row each, no row for no folder. */
function defaultsRowProblems(rows: string[], productIds: string[]): Array<{ pointer: string; reason: string }> {
  return [
    ...productIds.filter((id) => !rows.includes(id)).map((id) => ({ pointer: '/products', reason: `no default pricing for product ${id} (flows/${id}/product.json)` })),
    ...rows.filter((id) => !productIds.includes(id)).map((id) => ({ pointer: `/products/${id}`, reason: `no product folder holds "${id}" (flows/<product>/product.json)` })),
  ];
}

export function formatProblem(p: FileProblem): string {
  return `${p.file}${p.line ? `:${p.line}` : `#${p.pointer || '/'}`}: ${p.reason}`;
}
