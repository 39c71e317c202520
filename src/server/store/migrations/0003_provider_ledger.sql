-- Every sandbox provider call, keyed as a real provider keys idempotent requests: a repeat call
-- with the same (provider, idempotency_key) gets the stored response and adds no row.
-- request holds the request without its identifying fields (dob, ssnLast4); request_hash is of
-- the whole request, so reusing a key for a different request is refused.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table provider_ledger (
  provider text not null,
  idempotency_key text not null,
  request_hash text not null,
  request jsonb not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (provider, idempotency_key)
);
