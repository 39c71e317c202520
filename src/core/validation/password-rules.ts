// The password rule's parts, read from the one schema both sides validate with
// (schemas/entities/password.schema.json): its minLength and each allOf entry's pattern, with the
// entry's title as the checklist line's copy key. The page's checklist and meter use these, so a
// line is ticked exactly when the validator's part of the rule is met. Pure.
import passwordSchema from '../../../schemas/entities/password.schema.json' with { type: 'json' };

export interface PasswordRule {
  /** The checklist line's copy key. */
  key: string;
  /** The line's copy values (the length rule's count). */
  params?: Record<string, number>;
  met: (password: string) => boolean;
}

interface PasswordSchemaParts {
  minLength?: number;
  allOf?: ReadonlyArray<{ title?: string; pattern?: string }>;
}

/** The length rule's copy key: a count, not a pattern, so it is not in the schema's allOf. */
export const PASSWORD_LENGTH_KEY = 'fields.password.rules.length';

/** The rule's parts from a password schema; throws on an allOf entry without a title and a pattern (bad configuration). */
export function parsePasswordRules(schema: PasswordSchemaParts): PasswordRule[] {
  const rules: PasswordRule[] = [];
  const min = schema.minLength;
  // Code points, as ajv counts a string's length.
  if (min !== undefined) rules.push({ key: PASSWORD_LENGTH_KEY, params: { count: min }, met: (p) => [...p].length >= min });
  for (const [i, part] of (schema.allOf ?? []).entries()) {
    if (!part.title || !part.pattern) throw new Error(`password schema: allOf/${i} needs a title (copy key) and a pattern`);
    // The 'u' flag, as ajv compiles a schema's patterns (unicodeRegExp, its default).
    const pattern = new RegExp(part.pattern, 'u');
    rules.push({ key: part.title, met: (p) => pattern.test(p) });
  }
  return rules;
}

export const PASSWORD_RULES: readonly PasswordRule[] = parsePasswordRules(passwordSchema);

/** How many of the rule's parts a password meets (the strength meter's segments). */
export const passwordRulesMet = (password: string): number => (password ? PASSWORD_RULES.filter((rule) => rule.met(password)).length : 0);
