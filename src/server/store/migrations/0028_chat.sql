-- Live chat and the chatbot (issue 25, docs/developers/chat.md). A conversation is proved by its
-- token, stored as a SHA-256 hash only; its messages carry a per-conversation seq (a reconnecting
-- reader asks for what came after the last it holds) and the sender's clientId, unique in the
-- conversation (a resend is the same message). Attachments keep their bytes here like documents,
-- so every server on one PostgreSQL serves them. Everything hangs off the conversation and goes
-- with it (retention: chat.retentionDays after it ended). Plain SQL for PGlite and PostgreSQL.
create table chat_conversations (
  uuid uuid primary key,
  organization_code text not null,
  token_hash text not null unique,
  -- web-chat-info's contactId: ours, stable, not the token.
  contact_id uuid not null,
  friendly_name text not null,
  email_address text not null,
  identity_uuid uuid,
  application_uuid uuid,
  chat_mode text not null check (chat_mode in ('agent', 'chatbot')),
  state text not null default 'OPEN' check (state in ('OPEN', 'CLOSED')),
  -- The live token's end (6 h); a chatbot conversation ends 10 minutes after last_activity_at.
  expires_at timestamptz not null,
  last_seq integer not null default 0,
  last_activity_at timestamptz not null,
  assigned_staff_uuid uuid,
  assigned_staff_name text,
  created_at timestamptz not null,
  ended_at timestamptz
);
create index chat_conversations_inbox on chat_conversations (organization_code, state, last_activity_at desc);
create index chat_conversations_ended on chat_conversations (ended_at) where ended_at is not null;

create table chat_attachments (
  uuid uuid primary key,
  conversation_uuid uuid not null references chat_conversations (uuid) on delete cascade,
  file_name text not null,
  content_type text not null,
  size integer not null check (size >= 0 and size <= 5242880),
  content bytea not null,
  created_at timestamptz not null default now()
);
create index chat_attachments_conversation on chat_attachments (conversation_uuid);

create table chat_messages (
  uuid uuid primary key,
  conversation_uuid uuid not null references chat_conversations (uuid) on delete cascade,
  seq integer not null check (seq >= 1),
  participant text not null check (participant in ('customer', 'agent', 'chatbot')),
  author_name text,
  text text not null,
  -- Null for the chatbot's replies and staff's without one; several nulls do not collide.
  client_id text,
  -- A chatbot reply: its questionId (for feedback), whether it offers an agent, the question it answers.
  question_id uuid,
  handover boolean,
  reply_to uuid references chat_messages (uuid) on delete cascade,
  attachment_uuid uuid references chat_attachments (uuid) on delete cascade,
  created_at timestamptz not null,
  unique (conversation_uuid, seq),
  unique (conversation_uuid, client_id)
);
create index chat_messages_reply_to on chat_messages (reply_to) where reply_to is not null;

-- Thumbs up or down on a chatbot answer; a second rating of the same answer replaces the first.
create table chat_feedback (
  uuid uuid primary key,
  conversation_uuid uuid not null references chat_conversations (uuid) on delete cascade,
  question_id uuid not null,
  rating text not null check (rating in ('UP', 'DOWN')),
  reason text,
  feedback_message text,
  created_at timestamptz not null default now(),
  unique (conversation_uuid, question_id)
);

-- A signed-in applicant's short-lived nonce (webchat/authenticate, refreshed every 60 s, valid
-- 120 s), hashed like the token: it ties a conversation to the identity without the bearer token.
create table chat_nonces (
  nonce_hash text primary key,
  identity_uuid uuid not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index chat_nonces_expiry on chat_nonces (expires_at);
