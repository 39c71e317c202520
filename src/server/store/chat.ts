// Chat's data (issue 25, migration 0028): conversations found by their token's hash, messages in
// seq order with one row per (conversation, clientId), attachments' bytes, chatbot feedback and
// the signed-in applicant's nonces. The service (services/chat) owns the rules; this is the SQL.
import type { Queryable } from './db';

export type ChatParticipant = 'customer' | 'agent' | 'chatbot';
export type ChatModeValue = 'agent' | 'chatbot';
export type ChatState = 'OPEN' | 'CLOSED';

export interface ConversationRow {
  uuid: string;
  organizationCode: string;
  contactId: string;
  friendlyName: string;
  emailAddress: string;
  identityUuid: string | null;
  applicationUuid: string | null;
  chatMode: ChatModeValue;
  state: ChatState;
  expiresAt: Date;
  lastSeq: number;
  lastActivityAt: Date;
  assignedStaffUuid: string | null;
  assignedStaffName: string | null;
  createdAt: Date;
  endedAt: Date | null;
}

export interface MessageRow {
  uuid: string;
  conversationUuid: string;
  seq: number;
  participant: ChatParticipant;
  authorName: string | null;
  text: string;
  clientId: string | null;
  questionId: string | null;
  handover: boolean | null;
  replyTo: string | null;
  createdAt: Date;
  attachment: { uuid: string; fileName: string; contentType: string; size: number } | null;
}

/** A conversation with what the inbox shows beside it: the last message and the application's status. */
export interface SummaryRow extends ConversationRow {
  lastMessage: string | null;
  lastParticipant: ChatParticipant | null;
  applicationStatus: string | null;
  applicationLoanNumber: string | null;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

const CONVERSATION_COLUMNS = `c.uuid, c.organization_code, c.contact_id, c.friendly_name, c.email_address, c.identity_uuid, c.application_uuid,
  c.chat_mode, c.state, c.expires_at, c.last_seq, c.last_activity_at, c.assigned_staff_uuid, c.assigned_staff_name, c.created_at, c.ended_at`;

function toConversation(row: Record<string, unknown>): ConversationRow {
  return {
    uuid: row.uuid as string,
    organizationCode: row.organization_code as string,
    contactId: row.contact_id as string,
    friendlyName: row.friendly_name as string,
    emailAddress: row.email_address as string,
    identityUuid: (row.identity_uuid as string | null) ?? null,
    applicationUuid: (row.application_uuid as string | null) ?? null,
    chatMode: row.chat_mode as ChatModeValue,
    state: row.state as ChatState,
    expiresAt: date(row.expires_at),
    lastSeq: Number(row.last_seq),
    lastActivityAt: date(row.last_activity_at),
    assignedStaffUuid: (row.assigned_staff_uuid as string | null) ?? null,
    assignedStaffName: (row.assigned_staff_name as string | null) ?? null,
    createdAt: date(row.created_at),
    endedAt: row.ended_at ? date(row.ended_at) : null,
  };
}

const MESSAGE_COLUMNS = `m.uuid, m.conversation_uuid, m.seq, m.participant, m.author_name, m.text, m.client_id, m.question_id, m.handover, m.reply_to, m.created_at,
  a.uuid as attachment_uuid, a.file_name as attachment_file_name, a.content_type as attachment_content_type, a.size as attachment_size`;
const MESSAGE_FROM = 'chat_messages m left join chat_attachments a on a.uuid = m.attachment_uuid';

function toMessage(row: Record<string, unknown>): MessageRow {
  return {
    uuid: row.uuid as string,
    conversationUuid: row.conversation_uuid as string,
    seq: Number(row.seq),
    participant: row.participant as ChatParticipant,
    authorName: (row.author_name as string | null) ?? null,
    text: row.text as string,
    clientId: (row.client_id as string | null) ?? null,
    questionId: (row.question_id as string | null) ?? null,
    handover: (row.handover as boolean | null) ?? null,
    replyTo: (row.reply_to as string | null) ?? null,
    createdAt: date(row.created_at),
    attachment: row.attachment_uuid
      ? { uuid: row.attachment_uuid as string, fileName: row.attachment_file_name as string, contentType: row.attachment_content_type as string, size: Number(row.attachment_size) }
      : null,
  };
}

/** A conversation to store: a row as it starts (open, no messages yet), with its token's hash. */
export interface NewConversation
  extends Pick<ConversationRow, 'uuid' | 'organizationCode' | 'contactId' | 'friendlyName' | 'emailAddress' | 'identityUuid' | 'applicationUuid' | 'chatMode' | 'expiresAt' | 'assignedStaffUuid' | 'assignedStaffName'> {
  tokenHash: string;
  now: Date;
}

export async function insertConversation(db: Queryable, c: NewConversation): Promise<void> {
  await db.query(
    `insert into chat_conversations (uuid, organization_code, token_hash, contact_id, friendly_name, email_address, identity_uuid, application_uuid, chat_mode, expires_at, last_activity_at, created_at, assigned_staff_uuid, assigned_staff_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13)`,
    [c.uuid, c.organizationCode, c.tokenHash, c.contactId, c.friendlyName, c.emailAddress, c.identityUuid, c.applicationUuid, c.chatMode, c.expiresAt, c.now, c.assignedStaffUuid, c.assignedStaffName],
  );
}

export async function conversationByTokenHash(db: Queryable, tokenHash: string): Promise<ConversationRow | undefined> {
  const { rows } = await db.query(`select ${CONVERSATION_COLUMNS} from chat_conversations c where c.token_hash = $1`, [tokenHash]);
  return rows[0] ? toConversation(rows[0]) : undefined;
}

export async function conversationById(db: Queryable, uuid: string, options: { lock?: boolean } = {}): Promise<ConversationRow | undefined> {
  const { rows } = await db.query(`select ${CONVERSATION_COLUMNS} from chat_conversations c where c.uuid = $1${options.lock ? ' for update' : ''}`, [uuid]);
  return rows[0] ? toConversation(rows[0]) : undefined;
}

export async function messageByClientId(db: Queryable, conversationUuid: string, clientId: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.conversation_uuid = $1 and m.client_id = $2`, [conversationUuid, clientId]);
  return rows[0] ? toMessage(rows[0]) : undefined;
}

export async function messageBySeq(db: Queryable, conversationUuid: string, seq: number): Promise<MessageRow | undefined> {
  const { rows } = await db.query(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.conversation_uuid = $1 and m.seq = $2`, [conversationUuid, seq]);
  return rows[0] ? toMessage(rows[0]) : undefined;
}

/** The chatbot's reply to a question (a repeated question answers the reply stored the first time). */
export async function replyTo(db: Queryable, messageUuid: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.reply_to = $1 order by m.seq limit 1`, [messageUuid]);
  return rows[0] ? toMessage(rows[0]) : undefined;
}

/** A message to store: a row but for what storing gives it (its seq, its time, the attachment's details). */
export interface NewMessage extends Omit<MessageRow, 'seq' | 'createdAt' | 'attachment'> {
  attachmentUuid: string | null;
  now: Date;
}

/**
 * The next seq and the row, in the caller's transaction after it locked the conversation
 * (conversationById with lock), so seqs have no gaps and no two messages share one.
 */
export async function insertMessage(db: Queryable, m: NewMessage): Promise<number> {
  const { rows } = await db.query<{ last_seq: number }>('update chat_conversations set last_seq = last_seq + 1, last_activity_at = $2 where uuid = $1 returning last_seq', [m.conversationUuid, m.now]);
  const seq = Number(rows[0]!.last_seq);
  await db.query(
    `insert into chat_messages (uuid, conversation_uuid, seq, participant, author_name, text, client_id, question_id, handover, reply_to, attachment_uuid, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [m.uuid, m.conversationUuid, seq, m.participant, m.authorName, m.text, m.clientId, m.questionId, m.handover, m.replyTo, m.attachmentUuid, m.now],
  );
  return seq;
}

/** The last `limit` messages oldest first, or every one after `afterSeq`. */
export async function messagesOf(db: Queryable, conversationUuid: string, options: { afterSeq?: number; limit?: number }): Promise<MessageRow[]> {
  if (options.afterSeq !== undefined) {
    const { rows } = await db.query(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.conversation_uuid = $1 and m.seq > $2 order by m.seq`, [conversationUuid, options.afterSeq]);
    return rows.map(toMessage);
  }
  if (options.limit === undefined) {
    const { rows } = await db.query(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.conversation_uuid = $1 order by m.seq`, [conversationUuid]);
    return rows.map(toMessage);
  }
  const { rows } = await db.query(`select * from (select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.conversation_uuid = $1 order by m.seq desc limit $2) recent order by seq`, [conversationUuid, options.limit]);
  return rows.map(toMessage);
}

export async function touchConversation(db: Queryable, uuid: string, now: Date): Promise<void> {
  await db.query('update chat_conversations set last_activity_at = $2 where uuid = $1', [uuid, now]);
}

/** Closes an open conversation at `endedAt`; false when it was closed already. */
export async function closeConversationRow(db: Queryable, uuid: string, endedAt: Date): Promise<boolean> {
  const { rows } = await db.query("update chat_conversations set state = 'CLOSED', ended_at = $2 where uuid = $1 and state = 'OPEN' returning uuid", [uuid, endedAt]);
  return rows.length > 0;
}

export async function setConversationMode(db: Queryable, uuid: string, mode: ChatModeValue, expiresAt: Date): Promise<void> {
  await db.query('update chat_conversations set chat_mode = $2, expires_at = $3 where uuid = $1', [uuid, mode, expiresAt]);
}

export async function assignConversation(db: Queryable, uuid: string, staff: { uuid: string; name: string }): Promise<void> {
  await db.query('update chat_conversations set assigned_staff_uuid = $2, assigned_staff_name = $3 where uuid = $1', [uuid, staff.uuid, staff.name]);
}

const SUMMARY_SELECT = `select ${CONVERSATION_COLUMNS}, lm.text as last_message, lm.participant as last_participant, app.status as application_status, app.loan_number as application_loan_number
  from chat_conversations c
  left join chat_messages lm on lm.conversation_uuid = c.uuid and lm.seq = c.last_seq
  left join applications app on app.uuid = c.application_uuid`;

function toSummary(row: Record<string, unknown>): SummaryRow {
  return {
    ...toConversation(row),
    lastMessage: (row.last_message as string | null) ?? null,
    lastParticipant: (row.last_participant as ChatParticipant | null) ?? null,
    applicationStatus: (row.application_status as string | null) ?? null,
    applicationLoanNumber: row.application_loan_number === null || row.application_loan_number === undefined ? null : String(row.application_loan_number),
  };
}

export async function summaryOf(db: Queryable, uuid: string): Promise<SummaryRow | undefined> {
  const { rows } = await db.query(`${SUMMARY_SELECT} where c.uuid = $1`, [uuid]);
  return rows[0] ? toSummary(rows[0]) : undefined;
}

/** The inbox: conversations of these brands (null: every brand), most recent activity first. */
export async function summariesFor(db: Queryable, orgCodes: readonly string[] | null, options: { state?: ChatState; limit: number }): Promise<SummaryRow[]> {
  const { rows } = await db.query(
    `${SUMMARY_SELECT} where ($1::text[] is null or c.organization_code = any($1::text[])) and ($2::text is null or c.state = $2::text)
     order by c.last_activity_at desc limit $3`,
    [orgCodes === null ? null : [...orgCodes], options.state ?? null, options.limit],
  );
  return rows.map(toSummary);
}

export interface NewAttachment {
  uuid: string;
  conversationUuid: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export async function insertAttachment(db: Queryable, a: NewAttachment): Promise<void> {
  await db.query('insert into chat_attachments (uuid, conversation_uuid, file_name, content_type, size, content) values ($1, $2, $3, $4, $5, $6)', [
    a.uuid,
    a.conversationUuid,
    a.fileName,
    a.contentType,
    a.content.length,
    a.content,
  ]);
}

export async function attachmentOf(db: Queryable, conversationUuid: string, uuid: string): Promise<{ fileName: string; contentType: string; content: Buffer } | undefined> {
  const { rows } = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
    'select file_name, content_type, content from chat_attachments where uuid = $1 and conversation_uuid = $2',
    [uuid, conversationUuid],
  );
  const row = rows[0];
  return row ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) } : undefined;
}

export interface NewFeedback {
  uuid: string;
  conversationUuid: string;
  questionId: string;
  rating: 'UP' | 'DOWN';
  reason: string | null;
  feedbackMessage: string | null;
}

export async function chatbotReplyExists(db: Queryable, conversationUuid: string, questionId: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from chat_messages where conversation_uuid = $1 and question_id = $2 and participant = 'chatbot'", [conversationUuid, questionId]);
  return rows.length > 0;
}

export async function upsertFeedback(db: Queryable, f: NewFeedback): Promise<void> {
  await db.query(
    `insert into chat_feedback (uuid, conversation_uuid, question_id, rating, reason, feedback_message) values ($1, $2, $3, $4, $5, $6)
     on conflict (conversation_uuid, question_id) do update set rating = excluded.rating, reason = excluded.reason, feedback_message = excluded.feedback_message, created_at = now()`,
    [f.uuid, f.conversationUuid, f.questionId, f.rating, f.reason, f.feedbackMessage],
  );
}

export async function insertNonce(db: Queryable, nonce: { hash: string; identityUuid: string; expiresAt: Date }): Promise<void> {
  await db.query('insert into chat_nonces (nonce_hash, identity_uuid, expires_at) values ($1, $2, $3)', [nonce.hash, nonce.identityUuid, nonce.expiresAt]);
}

/** The identity of a nonce still valid at `now`. */
export async function nonceIdentity(db: Queryable, hash: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ identity_uuid: string }>('select identity_uuid from chat_nonces where nonce_hash = $1 and expires_at > $2', [hash, now]);
  return rows[0]?.identity_uuid;
}

/** Ends open conversations whose time ran out: a chatbot's 10 minutes after its last activity, a live token's end. */
export async function closeExpiredConversations(db: Queryable, now: Date, chatbotSessionMs: number): Promise<Array<{ uuid: string; organizationCode: string }>> {
  const { rows } = await db.query<{ uuid: string; organization_code: string }>(
    `update chat_conversations set state = 'CLOSED',
       ended_at = case when chat_mode = 'chatbot' then last_activity_at + ($2::bigint * interval '1 millisecond') else expires_at end
     where state = 'OPEN' and ((chat_mode = 'chatbot' and last_activity_at + ($2::bigint * interval '1 millisecond') <= $1) or (chat_mode = 'agent' and expires_at <= $1))
     returning uuid, organization_code`,
    [now, chatbotSessionMs],
  );
  return rows.map((r) => ({ uuid: r.uuid, organizationCode: r.organization_code }));
}

/** Deletes a brand's conversations ended before `endedBefore`, with their messages, attachments and feedback (cascade). */
export async function deleteEndedConversations(db: Queryable, organizationCode: string, endedBefore: Date): Promise<number> {
  const { rows } = await db.query<{ uuid: string }>(
    "delete from chat_conversations where organization_code = $1 and state = 'CLOSED' and ended_at < $2 returning uuid",
    [organizationCode, endedBefore],
  );
  return rows.length;
}

export async function deleteExpiredNonces(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from chat_nonces where expires_at <= $1', [now]);
}
