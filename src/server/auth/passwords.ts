// Password storage and the checks on top of the spec's rule (section 5, enforced by the password
// schema): argon2id at or above the OWASP minimum, and a shipped blocklist of common,
// breached-looking and context words (catalogue rows A1, A2, A7).
import argon2 from 'argon2';
import blocklist from './password-blocklist.json' with { type: 'json' };

// OWASP: m = 19 MiB, t = 2, p = 1. argon2's libuv pool bounds how many run at once.
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's: rehash after login. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, HASH_OPTIONS);
}

// Unknown emails still cost one verify, so timing does not tell which accounts exist (row A4).
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-account-password-1A!');
  await verifyPassword(await dummyHash, password);
  return false;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const fullPasswords = new Set(blocklist.passwords.map((p) => p.toLowerCase()));
const baseWords = new Set(blocklist.baseWords);

/** The word inside a password, substitutions undone: "P@ssw0rd2024!" → "password". */
function baseWord(password: string): string {
  // Digits and symbols around the word are decoration; inside it they stand for letters.
  const core = password.toLowerCase().replace(/^[^a-z]+/u, '').replace(/[^a-z]+$/u, '');
  return [...core].map((c) => LEET[c] ?? c).join('').replace(/[^a-z]/gu, '');
}

/**
 * True when the password is on the blocklist, or is a blocked word (or one of `contextWords`,
 * such as the email's local part or the brand name) dressed up with digits and symbols.
 */
export function isBlockedPassword(password: string, contextWords: string[] = []): boolean {
  if (fullPasswords.has(password.toLowerCase())) return true;
  const base = baseWord(password);
  if (base.length === 0 || baseWords.has(base)) return true;
  // "jordan.fields" gives the words jordan and fields; short pieces are too common to refuse.
  const words = contextWords.flatMap((w) => w.toLowerCase().split(/[^a-z]+/u)).filter((w) => w.length >= 4);
  return words.some((w) => base.includes(w));
}
