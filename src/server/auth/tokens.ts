// Session tokens: HS256 JWTs signed with jose, one `sessions` row per token (its jti), so logout
// revokes a token on the server (catalogue S2) and a token outlives neither its row nor its expiry.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../store/db';
import { ensureSecret } from '../store/secrets';
import { insertSession, liveSession, revokeSession } from '../store/sessions';

export const ISSUER = 'home-equity-apply';
const AUDIENCE = 'home-equity-apply:session';

export interface TokenService {
  issue(identityUuid: string, role: string): Promise<string>;
  /** The session a token stands for, or undefined when it is missing, forged, expired or revoked. */
  verify(token: string): Promise<Session | undefined>;
  revoke(jti: string): Promise<void>;
}

export interface Session {
  identityUuid: string;
  role: string;
  jti: string;
  /** The identity's profile type: CO_DEEDER for a co-signer (spec section 3), else null. */
  profileType: string | null;
}

export interface TokenOptions {
  db: Db;
  /** From JWT_SECRET; otherwise a random secret kept in the database, so tokens survive restarts. */
  secret?: string;
  ttlSeconds: number;
  now?: () => Date;
}

export async function loadSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(32).toString('base64url');
  // Two processes starting together must agree on one secret: insert once, then read what won.
  return new TextEncoder().encode(await ensureSecret(db, 'jwt', fresh));
}

/** The claims of a signed token: its session row's jti, whose it is, and until when. */
export interface TokenClaims {
  audience: string;
  subject: string;
  jti: string;
  role: string;
  issuedAt: number;
  expiresAt: number;
}

/** An HS256 JWT with our issuer; the audience tells an applicant's session from a staff member's. */
export function signToken(key: Uint8Array, c: TokenClaims): Promise<string> {
  return new SignJWT({ role: c.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(c.subject)
    .setJti(c.jti)
    .setIssuer(ISSUER)
    .setAudience(c.audience)
    .setIssuedAt(c.issuedAt)
    .setExpirationTime(c.expiresAt)
    .sign(key);
}

/** The payload of a token signed with `key` for `audience`, or undefined (forged, expired, another audience). */
export async function verifyToken(key: Uint8Array, token: string, audience: string, currentDate: Date): Promise<JWTPayload | undefined> {
  try {
    // Only HS256 with our key: alg "none", other algorithms and embedded keys are refused.
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience, currentDate, requiredClaims: ['sub', 'jti', 'exp', 'iat'] });
    return payload;
  } catch {
    return undefined;
  }
}

export async function createTokenService(options: TokenOptions): Promise<TokenService> {
  const { db, ttlSeconds } = options;
  const now = options.now ?? (() => new Date());
  const key = await loadSecret(db, options.secret);

  return {
    async issue(identityUuid, role) {
      const jti = randomUUID();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      await insertSession(db, jti, identityUuid, expiresAt);
      return signToken(key, { audience: AUDIENCE, subject: identityUuid, jti, role, issuedAt, expiresAt });
    },

    async verify(token) {
      const payload = await verifyToken(key, token, AUDIENCE, now());
      if (!payload) return undefined;
      const row = await liveSession(db, { jti: payload.jti!, identityUuid: payload.sub!, nowIso: now().toISOString() });
      return row ? { identityUuid: payload.sub!, role: row.role, jti: payload.jti!, profileType: row.profileType } : undefined;
    },

    async revoke(jti) {
      await revokeSession(db, jti);
    },
  };
}
