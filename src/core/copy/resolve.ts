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

/** True when a dotted key names a string in a copy tree ({ file: { nested: "text" } }). */
export function hasCopyKey(tree: Record<string, unknown>, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The text of a key with {{name}} placeholders filled in; the key itself when missing (never blank). */
export function copyText(tree: Record<string, unknown>, key: string, params: Record<string, unknown> = {}): string {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
