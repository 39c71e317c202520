// Every flag a product's registry (flows/<product>/feature-flags.json) names must be read somewhere
// (issue 29): a switch the staff console offers but no code or data reads does nothing, and a
// lender who turns it on believes it works. A flag is read when one of its names (its key or an
// alias) is a whole string literal in src/ (a constant handed to useFlag, a strategy's flag name)
// or a flow or brand file reads `context.flags.<name>` in its rules. Generated code is not a
// reader: it is made from the data, so it would count every flag as read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { FeatureFlags } from '../../src/core/flags/resolve';
import { listFiles } from './files';

// json-logic's {"var": "context.flags.<name>"} (and the same path in any other string of the data).
const CONTEXT_FLAG = /context\.flags\.([A-Za-z0-9_-]+)/g;

/** The whole string literals of one source text ('x', "x", `x` with no ${}), as the parser reads them, comments aside. */
export function stringLiterals(source: string, fileName = 'source.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The flag names a flow or brand file reads as context.flags.<name>. */
export function contextFlagNames(text: string): string[] {
  return [...text.matchAll(CONTEXT_FLAG)].map((m) => m[1]!);
}

/** Which of `names` code (src/, less src/generated) or data (flows/, brands/) reads. */
export function namesRead(root: string, names: readonly string[]): Set<string> {
  const read = new Set<string>();
  const wanted = new Set(names);
  const sources = [...listFiles('src', '.ts', root), ...listFiles('src', '.tsx', root)].filter((f) => !f.startsWith(join('src', 'generated')));
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    // Parsing is what costs: only a file that holds one of the names somewhere is parsed.
    if (!names.some((name) => text.includes(name))) continue;
    for (const s of stringLiterals(text, file)) if (wanted.has(s)) read.add(s);
  }
  for (const file of [...listFiles('flows', '.json', root), ...listFiles('brands', '.json', root)]) {
    for (const name of contextFlagNames(readFileSync(join(root, file), 'utf8'))) if (wanted.has(name)) read.add(name);
  }
  return read;
}

/** Every name of every flag of a registry: its keys and aliases. */
export const registryNames = (registry: FeatureFlags): string[] => Object.entries(registry.flags).flatMap(([key, def]) => [key, ...(def.aliases ?? [])]);

/** A problem at /flags/<key> for each flag none of whose names is read. */
export function unreadFlagProblems(registry: FeatureFlags, read: ReadonlySet<string>): Array<{ pointer: string; reason: string }> {
  return Object.entries(registry.flags)
    .filter(([key, def]) => ![key, ...(def.aliases ?? [])].some((name) => read.has(name)))
    .map(([key, def]) => ({
      pointer: `/flags/${key}`,
      reason: `flag "${key}"${def.aliases?.length ? ` (or ${def.aliases.join(', ')})` : ''} is read by no code or data: no string literal in src/ names it and no flow or brand reads context.flags.${key}`,
    }));
}
