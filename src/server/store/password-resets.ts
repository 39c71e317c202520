// Password reset links (password_resets): kept only as the token's hash, used once.
import type { Queryable } from './db';

export async function insertPasswordReset(db: Queryable, reset: { tokenHash: string; identityUuid: string; expiresAt: string }): Promise<void> {
  await db.query('insert into password_resets (token_hash, identity_uuid, expires_at) values ($1, $2, $3)', [reset.tokenHash, reset.identityUuid, reset.expiresAt]);
}

export interface PasswordReset {
  identityUuid: string;
  /** The account's email as typed. */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function findPasswordReset(db: Queryable, tokenHash: string): Promise<PasswordReset | undefined> {
  const { rows } = await db.query<{ identity_uuid: string; email: string; expires_at: Date | string; used_at: Date | string | null }>(
    'select r.identity_uuid, i.email, r.expires_at, r.used_at from password_resets r join identities i on i.uuid = r.identity_uuid where r.token_hash = $1',
    [tokenHash],
  );
  const row = rows[0];
  return row && { identityUuid: row.identity_uuid, email: row.email, expiresAt: new Date(row.expires_at), usedAt: row.used_at === null ? null : new Date(row.used_at) };
}

/** Marks the link used; false when it was used already (of two requests, only the first finds it unused). */
export async function usePasswordReset(db: Queryable, tokenHash: string, atIso: string): Promise<boolean> {
  const used = await db.query<{ identity_uuid: string }>('update password_resets set used_at = $2 where token_hash = $1 and used_at is null returning identity_uuid', [tokenHash, atIso]);
  return used.rows.length > 0;
}

/** Every other unused link of the account ends too. */
export async function endPasswordResetsOf(db: Queryable, identityUuid: string, atIso: string): Promise<void> {
  await db.query('update password_resets set used_at = $2 where identity_uuid = $1 and used_at is null', [identityUuid, atIso]);
}
