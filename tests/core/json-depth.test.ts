import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../src/core/validation/json-depth';

const nested = (levels: number, open = '{"a":', close = '}') => `${open.repeat(levels)}1${close.repeat(levels)}`;

describe('exceedsJsonDepth', () => {
  it('allows the limit and refuses one level more, for objects, arrays and a mix', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH, '[', ']'))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1, '[', ']'))).toBe(true);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1, '{"a":[', ']}'))).toBe(true);
  });

  it('reads 5,000 and 1,000,000 levels without recursing', () => {
    expect(exceedsJsonDepth(nested(5_000))).toBe(true);
    expect(exceedsJsonDepth('['.repeat(1_000_000))).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '['.repeat(5_000) }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: `\\"${'{'.repeat(5_000)}` }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify([{ a: 'x"]]]]' }, [[['ok']]]]))).toBe(false);
  });

  it('measures siblings, not their sum', () => {
    expect(exceedsJsonDepth(JSON.stringify(Array.from({ length: 1_000 }, () => [[1]])))).toBe(false);
  });
});
