// Session rows (sessions): one per issued token (its jti), so a token can be revoked on the server.
import type { Queryable } from './db';

export async function insertSession(db: Queryable, jti: string, identityUuid: string, expiresAtSeconds: number): Promise<void> {
  await db.query('insert into sessions (jti, identity_uuid, expires_at) values ($1, $2, to_timestamp($3))', [jti, identityUuid, expiresAtSeconds]);
}

/** The identity's role and profile type when the session is live (not revoked, not expired at `nowIso`). */
export async function liveSession(db: Queryable, session: { jti: string; identityUuid: string; nowIso: string }): Promise<{ role: string; profileType: string | null } | undefined> {
  const { rows } = await db.query<{ role: string; profile_type: string | null }>(
    `select i.role, i.profile_type from sessions s join identities i on i.uuid = s.identity_uuid
          where s.jti = $1 and s.identity_uuid = $2 and s.revoked_at is null and s.expires_at > $3`,
    [session.jti, session.identityUuid, session.nowIso],
  );
  const row = rows[0];
  return row && { role: row.role, profileType: row.profile_type };
}

export async function revokeSession(db: Queryable, jti: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where jti = $1 and revoked_at is null', [jti]);
}

/** Every live session of the account ends (a password reset). */
export async function revokeSessionsOf(db: Queryable, identityUuid: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where identity_uuid = $1 and revoked_at is null', [identityUuid]);
}

/** Every live session of the account but this one ends (the settings page's 'Sign out everywhere else', a password change). */
export async function revokeOtherSessionsOf(db: Queryable, identityUuid: string, keepJti: string): Promise<number> {
  const { rows } = await db.query<{ jti: string }>('update sessions set revoked_at = now() where identity_uuid = $1 and jti <> $2 and revoked_at is null returning jti', [identityUuid, keepJti]);
  return rows.length;
}
