-- Forgotten passwords (issue 15, catalogue A6): a reset link's token is 128 random bits, kept
-- only as its SHA-256 (a leaked table opens no account), bound to one identity, usable once and
-- for a short time. And the sandbox mail provider's outbox: the mail a test or a person reads at
-- /sandbox/outbox instead of an inbox (SMTP by configuration sends the same mail for real).
create table password_resets (
  token_hash text primary key,
  identity_uuid uuid not null references identities (uuid),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_identity on password_resets (identity_uuid, created_at);

create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
