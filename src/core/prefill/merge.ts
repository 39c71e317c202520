// Prefilled answers (the query-string codec, an offer code) fill only what the applicant has not
// given yet: a value already held, even an empty string typed on purpose, is never overwritten.
import type { Answers } from '../flow/types';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergePrefill(answers: Answers, prefill: Record<string, unknown>): Answers {
  const out: Answers = { ...answers };
  for (const [key, value] of Object.entries(prefill)) {
    const held = out[key];
    if (held === undefined) out[key] = value;
    else if (isPlainObject(held) && isPlainObject(value)) out[key] = mergePrefill(held, value);
  }
  return out;
}
