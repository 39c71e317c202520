import { describe, expect, it } from 'vitest';
import { createSensitiveCipher, keyIdOf, maskLast4, parseKeys, SensitiveDataError } from '../../src/server/crypto/sensitive';

const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);

describe('sensitive values at rest (AES-256-GCM)', () => {
  it('opens what it sealed, and seals the same value differently each time (a fresh IV)', () => {
    const cipher = createSensitiveCipher([keyA]);
    const first = cipher.encrypt('123456789', 'app-1');
    const second = cipher.encrypt('123456789', 'app-1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789');
    expect(first.startsWith(`v1.${keyIdOf(keyA)}.`)).toBe(true);
    expect(Buffer.from(first.split('.')[2]!, 'base64url')).toHaveLength(12);
    expect(cipher.decrypt(first, 'app-1')).toBe('123456789');
    expect(cipher.decrypt(second, 'app-1')).toBe('123456789');
  });

  it('refuses a sealed value with any byte flipped, with an error instead of garbage (catalogue P1)', () => {
    const cipher = createSensitiveCipher([keyA]);
    const sealed = cipher.encrypt('123456789', 'app-1');
    const [version, id, iv, body] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const tampered = Buffer.from(bytes);
      tampered[i] = tampered[i]! ^ 0x01;
      expect(() => cipher.decrypt([version, id, iv, tampered.toString('base64url')].join('.'), 'app-1'), `byte ${i}`).toThrow(
        new SensitiveDataError('sealed value failed its integrity check'),
      );
    }
    const ivBytes = Buffer.from(iv, 'base64url');
    ivBytes[0] = ivBytes[0]! ^ 0x80;
    expect(() => cipher.decrypt([version, id, ivBytes.toString('base64url'), body].join('.'), 'app-1')).toThrow(SensitiveDataError);
  });

  it('refuses a value moved to another application (the context is authenticated)', () => {
    const cipher = createSensitiveCipher([keyA]);
    expect(() => cipher.decrypt(cipher.encrypt('123456789', 'app-1'), 'app-2')).toThrow('integrity check');
  });

  it('rotates: the first key seals, an older key listed after it still opens its values', () => {
    const old = createSensitiveCipher([keyB]).encrypt('987654321', 'app-1');
    const rotated = createSensitiveCipher([keyA, keyB]);
    expect(rotated.decrypt(old, 'app-1')).toBe('987654321');
    expect(rotated.encrypt('1', 'x').split('.')[1]).toBe(keyIdOf(keyA));
    expect(() => createSensitiveCipher([keyA]).decrypt(old, 'app-1')).toThrow(`sealed with key ${keyIdOf(keyB)}, which is not configured`);
  });

  it('refuses what is not a sealed value', () => {
    const cipher = createSensitiveCipher([keyA]);
    for (const text of ['', '123456789', 'v1.abc', 'v2.a.b.c', `v1.${keyIdOf(keyA)}.AAAA.AAAA`]) {
      expect(() => cipher.decrypt(text), text).toThrow(SensitiveDataError);
    }
  });

  it('reads keys as 32 bytes of base64, comma-separated', () => {
    expect(parseKeys(`${keyA.toString('base64')}, ${keyB.toString('base64')}`)).toEqual([keyA, keyB]);
    expect(() => parseKeys(Buffer.alloc(16).toString('base64'))).toThrow('key 1 must be 32 bytes in base64');
    expect(() => parseKeys(`${keyA.toString('base64')},not base64!`)).toThrow('key 2 must be 32 bytes in base64');
  });

  it('masks all but the last four letters or digits, keeping separators', () => {
    expect(maskLast4('123-45-6789')).toBe('***-**-6789');
    expect(maskLast4('123456789')).toBe('*****6789');
    expect(maskLast4('12')).toBe('12');
  });
});
