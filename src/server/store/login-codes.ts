// One-time login codes (login_codes): kept as a hash bound to one account, an applicant's identity
// or a staff account (one column each, migration 0023).
import type { Queryable } from './db';

export type CodeAccountKind = 'identity' | 'staff';

const column = (kind: CodeAccountKind) => (kind === 'staff' ? 'staff_uuid' : 'identity_uuid');

export interface CodeOwner {
  kind: CodeAccountKind;
  uuid: string;
}

export async function insertLoginCode(db: Queryable, code: { codeHash: string; account: CodeOwner; expiresAt: string }): Promise<void> {
  const { account } = code;
  await db.query(`insert into login_codes (code_hash, account_kind, ${column(account.kind)}, expires_at) values ($1, $2, $3, $4) on conflict (code_hash) do nothing`, [
    code.codeHash,
    account.kind,
    account.uuid,
    code.expiresAt,
  ]);
}

/** Uses the code if it is the account's, unused, live at `nowIso` and tried wrongly fewer than `maxTries` times. */
export async function useLoginCodeRow(db: Queryable, code: { codeHash: string; account: CodeOwner; nowIso: string; maxTries: number }): Promise<boolean> {
  const { account } = code;
  const used = await db.query(
    `update login_codes set used_at = $3
     where code_hash = $1 and account_kind = $5 and ${column(account.kind)} = $2 and used_at is null and expires_at > $3 and wrong_tries < $4
     returning code_hash`,
    [code.codeHash, account.uuid, code.nowIso, code.maxTries, account.kind],
  );
  return used.rows.length > 0;
}

/** A wrong code counts against every live code of the account. */
export async function countWrongLoginCode(db: Queryable, account: CodeOwner, nowIso: string): Promise<void> {
  await db.query(`update login_codes set wrong_tries = wrong_tries + 1 where account_kind = $3 and ${column(account.kind)} = $1 and used_at is null and expires_at > $2`, [
    account.uuid,
    nowIso,
    account.kind,
  ]);
}
