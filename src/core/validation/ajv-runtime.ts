// The runtime helpers that ajv's standalone validators call (our ESM stand-ins for
// ajv/dist/runtime/*), so generated validators import nothing from ajv.

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

const escapeSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * JSON pointers (relative to `data`) of every string value or object key that PostgreSQL cannot
 * store. Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function unstorablePointers(data: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[data, '']];
  while (stack.length > 0) {
    const [value, pointer] = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) found.push(pointer);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${pointer}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const at = `${pointer}/${escapeSegment(key)}`;
        if (UNSTORABLE.test(key)) found.push(at);
        else stack.push([(value as Record<string, unknown>)[key], at]);
      }
    }
  }
  return found;
}
