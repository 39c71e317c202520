-- Closing: the bank accounts an application funds to and pays from, sealed at rest (AES-256-GCM,
-- src/server/crypto/bank-accounts.ts: each number bound to its application; only the last four
-- digits in clear), the accounts a bank-data link found (sealed the same way until one is chosen),
-- and the sandbox's per-application closing clock (moved forward by tests and demos only).
create table bank_accounts (
  application_uuid uuid not null references applications (uuid),
  purpose text not null check (purpose in ('DISBURSE', 'AUTOPAY')),
  source text not null check (source in ('LINKED', 'TYPED')),
  account_type text not null,
  institution text,
  account_number_encrypted text not null,
  routing_number_encrypted text,
  account_last4 text not null,
  routing_last4 text,
  created_at timestamptz not null default now(),
  primary key (application_uuid, purpose)
);

create table bank_links (
  link_id uuid primary key,
  application_uuid uuid not null references applications (uuid),
  institution text not null,
  -- [{ accountId, name, accountType, accountLast4, accountNumberEncrypted, routingNumberEncrypted? }]
  accounts jsonb not null,
  created_at timestamptz not null default now()
);
create index bank_links_application on bank_links (application_uuid);

create table closing_clock_offsets (
  application_uuid uuid primary key references applications (uuid),
  offset_ms bigint not null
);
