// Password storage and the checks on top of the spec's rule (section 5, enforced by the password
// schema): argon2id at or above the OWASP minimum, and a shipped blocklist of common,
// breached-looking and context words (catalogue rows A1, A2, A7).
import argon2 from 'argon2';

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

// The blocklist's matching lives in its own module; registration imports it from here.
export { isBlockedPassword } from './password-blocklist';
