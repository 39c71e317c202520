// The mail provider: SMTP through nodemailer when MAIL_PROVIDER=smtp (MAIL_SMTP_URL, MAIL_FROM), or
// the sandbox, which keeps each message in the mail_outbox table for the tests and for a person at
// /sandbox/outbox. Like every sandbox, NODE_ENV=production refuses it (providers/index.ts).
import nodemailer from 'nodemailer';
import type { Queryable } from '../store/db';
import { insertOutboxMessage, listOutbox, type OutboxMessage } from '../store/mail-outbox';

export type { OutboxMessage } from '../store/mail-outbox';

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
      await insertOutboxMessage(db, message);
    },
  };
}

/** The sandbox outbox, newest first (at most `limit`). */
export async function readOutbox(db: Queryable, limit = 50): Promise<OutboxMessage[]> {
  return listOutbox(db, limit);
}
