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
