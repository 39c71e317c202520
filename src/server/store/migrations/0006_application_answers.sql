-- The submitted answers of each application flow after the offer (contact, hmda, employer
-- verification, id-document, social ...), one row per application and flow, replaced on resubmit.
-- Answers of an event validated by an API schema instead of a flow are kept under that schema's id.
-- Sensitive values are never stored here in clear: the SSN lives sealed in applications.ssn_encrypted
-- (AES-256-GCM, src/server/crypto/sensitive.ts) and answers.social holds only its last four digits.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table application_answers (
  application_uuid uuid not null references applications (uuid),
  flow_id text not null,
  answers jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (application_uuid, flow_id)
);

alter table applications add column ssn_encrypted text;

-- The sandbox income provider's link sessions (its hosted "Connect" page marks one linked). A real
-- provider keeps these on its side; the table stays empty in a deployment without the sandbox.
create table sandbox_link_sessions (
  link_session_id uuid primary key,
  application_uuid uuid not null,
  method text not null check (method in ('PAYROLL', 'BANK')),
  return_url text not null,
  status text not null default 'CREATED' check (status in ('CREATED', 'LINKED', 'CANCELLED')),
  created_at timestamptz not null default now()
);
