// Locating and reading the project's data files (flows, schemas, copy, fixtures, brands).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Every file below `dir` (relative to `root`) whose name ends with `suffix`, sorted, relative to root. */
export function listFiles(dir: string, suffix: string, root = repoRoot): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith(suffix)) out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out;
}

export type JsonReadResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** Reads JSON without throwing, so a checker can report every bad file at once. */
export function readJson(file: string, root = repoRoot): JsonReadResult {
  try {
    return { ok: true, value: JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown };
  } catch (e) {
    return { ok: false, reason: `not valid JSON: ${(e as Error).message}` };
  }
}
