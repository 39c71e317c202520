// Staff tokens: HS256 JWTs like an applicant's but with their own audience and their own session
// rows (staff_sessions). An applicant route verifies the applicant audience and looks in
// `sessions`, so a staff token is refused there like any forged one (401); a staff route verifies
// this audience and looks in `staff_sessions`, so an applicant's token is never a staff session.
import { randomUUID } from 'node:crypto';
import type { Db } from '../store/db';
import { loadSecret, signToken, verifyToken } from '../auth/tokens';
import { toStaffAccount, type StaffAccount } from './account-row';
import { insertStaffSession, liveStaffSession, revokeStaffSession } from '../store/staff';

export const STAFF_AUDIENCE = 'home-equity-apply:staff';

export interface StaffSession {
  staff: StaffAccount;
  jti: string;
}

export interface StaffTokenService {
  issue(staffUuid: string): Promise<string>;
  /** The live session of an enabled account, or undefined (missing, forged, expired, revoked, disabled). */
  verify(token: string): Promise<StaffSession | undefined>;
  revoke(jti: string): Promise<void>;
}

export async function createStaffTokenService(options: { db: Db; secret?: string; ttlSeconds: number; now?: () => Date }): Promise<StaffTokenService> {
  const { db, ttlSeconds } = options;
  const now = options.now ?? (() => new Date());
  const key = await loadSecret(db, options.secret);
  return {
    async issue(staffUuid) {
      const jti = randomUUID();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      await insertStaffSession(db, { jti, staffUuid, expiresAt });
      return signToken(key, { audience: STAFF_AUDIENCE, subject: staffUuid, jti, role: 'staff', issuedAt, expiresAt });
    },

    async verify(token) {
      const payload = await verifyToken(key, token, STAFF_AUDIENCE, now());
      if (!payload) return undefined;
      const row = await liveStaffSession(db, { jti: payload.jti!, staffUuid: payload.sub!, now: now() });
      return row ? { staff: toStaffAccount(row), jti: payload.jti! } : undefined;
    },

    async revoke(jti) {
      await revokeStaffSession(db, jti);
    },
  };
}
