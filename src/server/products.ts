// The server's one loader of product data (issue 24): every flows/<id>/product.json, parsed at start
// with the same functions as `npm run check`; a bad manifest stops the start, naming the file and
// the problem. Everything on the server that needs a product fact asks the registry this returns.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../core/flow/parse-flow';
import { crossProductProblems, parseProductManifest } from '../core/product/parse';
import { createProductRegistry, tableIdOf, type ProductManifest, type ProductRegistry, type TableKind } from '../core/product/registry';
import { readJson } from './flows';

export function readProductManifests(flowsDir: string): Array<{ file: string; manifest: ProductManifest }> {
  const manifests: Array<{ file: string; manifest: ProductManifest }> = [];
  for (const entry of readdirSync(flowsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(flowsDir, entry.name, 'product.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const parsed = parseProductManifest(readJson(file), entry.name);
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    manifests.push({ file, manifest: parsed.value });
  }
  const cross = crossProductProblems(manifests);
  if (cross.length) throw new ConfigError(cross[0]!.file, cross);
  return manifests;
}

export const loadProducts = (flowsDir: string): ProductRegistry => createProductRegistry(readProductManifests(flowsDir).map((m) => m.manifest));

// The repository's own products and the tables they name, read once on first use, for modules
// that have no AppContext to ask (module-level rules such as the co-signer's profile type).
const REPO_FLOWS = fileURLToPath(new URL('../../flows/', import.meta.url));
let repo: { registry: ProductRegistry; tables: Map<string, unknown> } | undefined;

function repoData(): { registry: ProductRegistry; tables: Map<string, unknown> } {
  if (repo) return repo;
  const registry = loadProducts(REPO_FLOWS);
  const tables = new Map<string, unknown>();
  for (const dir of readdirSync(REPO_FLOWS, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const name of readdirSync(join(REPO_FLOWS, dir.name)).filter((f) => f.endsWith('.json') && !f.endsWith('.flow.json'))) {
      const value = readJson(join(REPO_FLOWS, dir.name, name)) as { id?: unknown };
      if (typeof value.id === 'string') tables.set(value.id, value);
    }
  }
  repo = { registry, tables };
  return repo;
}

/** The repository's product registry (flows/<product>/product.json). */
export const repoProducts = (): ProductRegistry => repoData().registry;

/** The table of one kind a product's manifest names, read from the repository's flows/. */
export function productTable<T>(product: string, kind: TableKind): T {
  const { registry, tables } = repoData();
  const id = tableIdOf(registry, product, kind);
  const table = tables.get(id);
  if (!table) throw new Error(`${product} names ${kind} "${id}", which no table has`);
  return table as T;
}

/** Every distinct table of one kind that some product uses. */
export function productTables<T>(kind: TableKind): T[] {
  const { registry, tables } = repoData();
  return [...new Set(registry.all().map((m) => m.tables[kind]))].map((id) => tables.get(id) as T).filter((t) => t !== undefined);
}
