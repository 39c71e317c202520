// The sandbox mail provider's outbox (mail_outbox): every message kept for the tests and /sandbox/outbox.
import type { Queryable } from './db';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function insertOutboxMessage(db: Queryable, message: { to: string; subject: string; text: string }): Promise<void> {
  await db.query('insert into mail_outbox (to_address, subject, body) values ($1, $2, $3)', [message.to, message.subject, message.text]);
}

/** Newest first, at most `limit`. */
export async function listOutbox(db: Queryable, limit: number): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ id: string | number; to_address: string; subject: string; body: string; created_at: Date | string }>(
    'select id, to_address, subject, body, created_at from mail_outbox order by id desc limit $1',
    [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), to: r.to_address, subject: r.subject, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}
