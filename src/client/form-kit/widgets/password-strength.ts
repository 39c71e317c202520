// The four parts of the spec's password rule (section 5), one meter segment each: at least 12
// characters, upper and lower case, a number, a symbol from !@#$%^&*.
const RULES: Array<(p: string) => boolean> = [
  (p) => p.length >= 12,
  (p) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  (p) => /[0-9]/.test(p),
  (p) => /[!@#$%^&*]/.test(p),
];
export const STRENGTH_SEGMENTS = RULES.length;
export const STRENGTH_LEVELS = ['none', 'weak', 'fair', 'good', 'strong'] as const;

export const passwordStrength = (password: string): number => (password ? RULES.filter((rule) => rule(password)).length : 0);
