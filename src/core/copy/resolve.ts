// Copy references in flows: a key, or conditional keys chosen by json-logic.
import { isTruthy, type LogicData } from '../logic';
import type { CopyRef } from '../flow/types';

/** The copy key a reference names for this data (the first true `if`; one without `if` is the default). */
export function resolveCopyKey(ref: CopyRef, data: LogicData): string {
  if (typeof ref === 'string') return ref;
  const hit = ref.find((r) => r.if === undefined || isTruthy(r.if, data));
  return (hit ?? ref[ref.length - 1]!).key;
}

/** Every key a reference can name, for static checks. */
export function copyKeysOf(ref: CopyRef): string[] {
  return typeof ref === 'string' ? [ref] : ref.map((r) => r.key);
}

/** The text a dotted key names in a copy tree ({ file: { nested: "text" } }), if any. */
function lookupCopy(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function hasCopyKey(tree: Record<string, unknown>, key: string): boolean {
  return lookupCopy(tree, key) !== undefined;
}

/** The text of a key with {{name}} placeholders filled in; the key itself when missing (never blank). */
export function copyText(tree: Record<string, unknown>, key: string, params: Record<string, unknown> = {}): string {
  const text = lookupCopy(tree, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
