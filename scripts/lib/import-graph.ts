// The import graph of a source folder, read with TypeScript's own pre-processor (so `import type`,
// `export ... from` and `import()` all count, as they do for madge), and the two questions asked of
// it: which files import each other in a circle, and which imports go against an order of layers.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** File (relative to the root, with '/') -> the files of the root it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

export function readImportGraph(root: string): ImportGraph {
  const toKey = (path: string) => relative(root, path).split(sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== undefined && !relative(root, target).startsWith('..'));
    graph.set(toKey(file), [...new Set(targets.map(toKey))].sort());
  }
  return graph;
}

/** Every group of files that import each other in a circle (Tarjan's strongly connected components), each sorted. */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

/** Layers from the lowest up; a pattern is a file ('audit.ts') or a folder ('store/'); the longest match wins. */
export type Layers = ReadonlyArray<{ name: string; files: readonly string[] }>;

export function layerOf(layers: Layers, file: string): { rank: number; name: string } | undefined {
  let best: { rank: number; name: string; length: number } | undefined;
  layers.forEach((layer, rank) => {
    for (const pattern of layer.files) {
      const hit = pattern.endsWith('/') ? file.startsWith(pattern) : file === pattern;
      if (hit && (!best || pattern.length > best.length)) best = { rank, name: layer.name, length: pattern.length };
    }
  });
  return best && { rank: best.rank, name: best.name };
}

/** Files no layer names (each must be placed), and imports from a lower layer to a higher one. */
export function layerViolations(graph: ImportGraph, layers: Layers): { unplaced: string[]; upward: string[] } {
  const unplaced = [...graph.keys()].filter((file) => !layerOf(layers, file)).sort();
  const upward: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(layers, file);
    for (const target of targets) {
      const to = layerOf(layers, target);
      if (from && to && to.rank > from.rank) upward.push(`${file} (${from.name}) -> ${target} (${to.name})`);
    }
  }
  return { unplaced, upward: upward.sort() };
}
