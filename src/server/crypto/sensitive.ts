// Encryption of sensitive values at rest (the SSN): AES-256-GCM, a fresh random 12-byte IV per
// value, the GCM tag checked on decrypt, so a changed byte fails loudly instead of decrypting to
// garbage. A sealed value names the key that sealed it, so keys can rotate: the first key seals,
// every key listed still opens what it sealed.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export interface SensitiveCipher {
  /** The id of the key that seals new values. */
  readonly keyId: string;
  /** `context` (e.g. the application uuid) is authenticated: a value copied to another row fails to open. */
  encrypt(plain: string, context?: string): string;
  decrypt(sealed: string, context?: string): string;
}

export class SensitiveDataError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SensitiveDataError';
  }
}

/** A short, stable id of a key (not reversible to it). */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

/** Keys from their base64 text; throws naming the problem when one is not 32 bytes. */
export function parseKeys(text: string): Buffer[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, i) => {
      const key = Buffer.from(part, 'base64');
      if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(part)) {
        throw new SensitiveDataError(`key ${i + 1} must be ${KEY_BYTES} bytes in base64`);
      }
      return key;
    });
}

/** `keys[0]` seals; every key opens what it sealed. */
export function createSensitiveCipher(keys: Buffer[]): SensitiveCipher {
  if (keys.length === 0) throw new SensitiveDataError('at least one key is needed');
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const current = keys[0]!;
  const keyId = keyIdOf(current);
  return {
    keyId,
    encrypt(plain, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, keyId, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(sealed, context = '') {
      const [version, id, ivText, bodyText, ...rest] = sealed.split('.');
      if (version !== VERSION || !id || !ivText || !bodyText || rest.length > 0) throw new SensitiveDataError('not a sealed value');
      const key = byId.get(id);
      if (!key) throw new SensitiveDataError(`sealed with key ${id}, which is not configured`);
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new SensitiveDataError('not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch (error) {
        // The tag did not match: the value, its context or the key changed.
        throw new SensitiveDataError('sealed value failed its integrity check', { cause: error });
      }
    },
  };
}

/** Every letter and digit but the last four hidden, separators kept: '123-45-6789' -> '***-**-6789'. */
export function maskLast4(value: string): string {
  let keep = 4;
  const chars = [...value];
  for (let i = chars.length - 1; i >= 0; i--) {
    if (!/[A-Za-z0-9]/.test(chars[i]!)) continue;
    if (keep > 0) keep--;
    else chars[i] = '*';
  }
  return chars.join('');
}

/** The last four digits of an SSN ('123-45-6789' -> '6789'). */
export function last4(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}
