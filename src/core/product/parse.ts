// Parsing product manifests (flows/<id>/product.json) at the edge: the server at start and
// `npm run check` run these same functions, so a bad manifest stops the start naming the problem.
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { validateProduct } from '../../generated/validators/schemas';
import type { ProductManifest, TableKind } from './registry';

/** One manifest against its schema; its id must be its folder's name (the application's product value). */
export function parseProductManifest(value: unknown, folderName: string): ParseResult<ProductManifest> {
  const problems = schemaProblems(validateProduct, value);
  if (problems.length) return { ok: false, problems };
  const manifest = value as ProductManifest;
  if (manifest.id !== folderName) return { ok: false, problems: [{ pointer: '/id', reason: `must be the folder's name, "${folderName}"` }] };
  return { ok: true, value: manifest, problems: [] };
}

/** What a set of manifests must agree on: one product per API base path. */
export function crossProductProblems(manifests: ReadonlyArray<{ file: string; manifest: ProductManifest }>): Array<Problem & { file: string }> {
  const problems: Array<Problem & { file: string }> = [];
  manifests.forEach(({ file, manifest }, i) => {
    const earlier = manifests.slice(0, i).find((m) => m.manifest.apiBasePath === manifest.apiBasePath);
    if (earlier) problems.push({ file, pointer: '/apiBasePath', reason: `${manifest.apiBasePath} is ${earlier.manifest.id}'s already` });
  });
  return problems;
}

export interface ProductReferences {
  /** The ids of the tables of each kind under flows/. */
  tableIds: Record<TableKind, readonly string[]>;
  /** The ids of every flow (the entry flow must be one). */
  flowIds: readonly string[];
  hasCopyKey(key: string): boolean;
  /** The strategy names registered in src/core/strategies; absent skips the check. */
  strategies?: { pricing: readonly string[]; eligibility: readonly string[] };
}

/** Every name a manifest uses must exist: its tables by id, its entry flow, its name's copy key, its strategies. */
export function productReferenceProblems(manifest: ProductManifest, refs: ProductReferences): Problem[] {
  const problems: Problem[] = [];
  for (const [kind, id] of Object.entries(manifest.tables) as Array<[TableKind, string]>) {
    if (!refs.tableIds[kind].includes(id)) problems.push({ pointer: `/tables/${kind}`, reason: `no ${kind} table has the id "${id}"` });
  }
  if (!refs.flowIds.includes(manifest.entry.flow)) problems.push({ pointer: '/entry/flow', reason: `names no flow: "${manifest.entry.flow}"` });
  for (const key of ['nameKey', 'inSentenceKey'] as const) {
    const value = manifest[key];
    if (value !== undefined && !refs.hasCopyKey(value)) problems.push({ pointer: `/${key}`, reason: `copy key "${value}" is not in copy/en` });
  }
  for (const kind of ['pricing', 'eligibility'] as const) {
    const known = refs.strategies?.[kind];
    if (known && !known.includes(manifest.strategies[kind])) problems.push({ pointer: `/strategies/${kind}`, reason: `no ${kind} strategy is named "${manifest.strategies[kind]}"` });
  }
  return problems;
}
