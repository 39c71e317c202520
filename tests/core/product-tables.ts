// Every product's tables as its manifest names them (flows/<product>/product.json → tables), read
// from the files the app bundles: for tests that check a table against the product's machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './helpers';

type Json = Record<string, unknown> & { id?: string };

const folders = readdirSync(join(repoRoot, 'flows'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const byId = new Map<string, Json>();
for (const folder of folders) {
  for (const file of readdirSync(join(repoRoot, 'flows', folder)).filter((f) => f.endsWith('.json'))) {
    const value = read(join(repoRoot, 'flows', folder, file));
    if (typeof value.id === 'string') byId.set(value.id, value);
  }
}

export interface ProductTables {
  product: string;
  machine: { states: Record<string, { kind: string; on?: Record<string, unknown> }> };
  table: (kind: string) => Json;
}

/** One entry per product folder with a manifest. */
export const productTables: ProductTables[] = folders.flatMap((folder) => {
  let manifest: Json;
  try {
    manifest = read(join(repoRoot, 'flows', folder, 'product.json'));
  } catch {
    return [];
  }
  const tables = manifest.tables as Record<string, string>;
  const table = (kind: string) => {
    const found = byId.get(tables[kind]!);
    if (!found) throw new Error(`${folder}: no table ${tables[kind]} (${kind})`);
    return found;
  };
  return [{ product: folder, machine: table('statusMachine') as unknown as ProductTables['machine'], table }];
});

/** The targets of a state's transitions (a plain target, { target }, or a list of guarded ones). */
export function targetsOf(on: Record<string, unknown> | undefined): string[] {
  const of = (t: unknown): string[] => (typeof t === 'string' ? [t] : Array.isArray(t) ? t.flatMap(of) : t && typeof t === 'object' && 'target' in t ? of((t as { target: unknown }).target) : []);
  return Object.values(on ?? {}).flatMap(of);
}
