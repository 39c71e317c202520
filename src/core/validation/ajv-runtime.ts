// The runtime helpers that ajv's standalone validators call (our ESM stand-ins for
// ajv/dist/runtime/*, and the shared text rule's walk), so generated validators import nothing from ajv.
import type { RawValidationError } from './types';

/** String length in Unicode code points, as JSON Schema counts it (a surrogate pair is one). */
export function ucs2length(str: string): number {
  let length = 0;
  for (let i = 0; i < str.length; i++) {
    length++;
    const code = str.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < str.length) {
      const next = str.charCodeAt(i + 1);
      if ((next & 0xfc00) === 0xdc00) i++;
    }
  }
  return length;
}

/** Structural equality of JSON values (for const, enum and uniqueItems). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal((a as never)[k], (b as never)[k]));
}

// NUL, and a UTF-16 surrogate without its pair (invalid UTF-8): PostgreSQL stores neither in text
// or jsonb. With the u flag a proper surrogate pair is one code point and does not match.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

export const STORABLE_TEXT_KEYWORD = 'storableText';

/**
 * The errors of the storableText keyword (scripts/lib/ajv-build.ts), or null: one per string value
 * or object key anywhere in `data` that PostgreSQL cannot store, at its own pointer. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack. Small on purpose: the
 * browser loads it with the first step.
 */
export function unstorableErrors(data: unknown, instancePath: string): RawValidationError[] | null {
  const errors: RawValidationError[] = [];
  // ajv-errors reads every error's schemaPath; the keyword sits at a schema's root.
  const refuse = (at: string) => errors.push({ instancePath: at, schemaPath: '#/storableText', keyword: STORABLE_TEXT_KEYWORD, params: {} });
  const stack: Array<[unknown, string]> = [[data, instancePath]];
  for (let next; (next = stack.pop()); ) {
    const [value, at] = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) refuse(at);
    } else if (value && typeof value === 'object') {
      for (const [key, sub] of Object.entries(value)) {
        const path = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (UNSTORABLE.test(key)) refuse(path);
        else stack.push([sub, path]);
      }
    }
  }
  return errors.length ? errors : null;
}
