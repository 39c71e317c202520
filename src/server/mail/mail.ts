// The mail provider: SMTP through nodemailer when MAIL_PROVIDER=smtp (MAIL_SMTP_URL, MAIL_FROM), or
// the sandbox, which keeps each message in the mail_outbox table for the tests and for a person at
// /sandbox/outbox. Like every sandbox, NODE_ENV=production refuses it (providers/index.ts).
import nodemailer from 'nodemailer';
import type { Queryable } from '../store/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mail {
  kind: 'sandbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export function createMail(env: NodeJS.ProcessEnv, db: Queryable): Mail {
  const kind = env.MAIL_PROVIDER?.trim() || 'sandbox';
  if (kind === 'smtp') {
    const url = env.MAIL_SMTP_URL?.trim();
    const from = env.MAIL_FROM?.trim();
    if (!url || !from) throw new Error('MAIL_PROVIDER=smtp needs MAIL_SMTP_URL (smtp://user:password@host:port) and MAIL_FROM');
    const transport = nodemailer.createTransport(url);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  if (kind !== 'sandbox') throw new Error(`MAIL_PROVIDER must be "sandbox" or "smtp" (got "${kind}")`);
  return {
    kind: 'sandbox',
    async send(message) {
      await db.query('insert into mail_outbox (to_address, subject, body) values ($1, $2, $3)', [message.to, message.subject, message.text]);
    },
  };
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The sandbox outbox, newest first (at most `limit`). */
export async function readOutbox(db: Queryable, limit = 50): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ id: string | number; to_address: string; subject: string; body: string; created_at: Date | string }>(
    'select id, to_address, subject, body, created_at from mail_outbox order by id desc limit $1',
    [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), to: r.to_address, subject: r.subject, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}
