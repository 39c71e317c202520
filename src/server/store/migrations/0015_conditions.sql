-- Underwriting conditions (issue 16, deliverable 4): what staff (or a lender's loan-origination
-- system) ask of an applicant before the application goes on. An open condition (not cleared) of
-- a known category holds the application: the applicant is routed to it and applicant events wait.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table conditions (
  uuid uuid primary key,
  application_uuid uuid not null references applications (uuid),
  -- A category flows/heloc/condition-categories.json may not know (ignored by the applicant's pages).
  category_enum text not null,
  request_documents jsonb not null default '[]'::jsonb,
  -- Staff only: never in an applicant's answer.
  notes text,
  comments_to_borrower text,
  action_needed text,
  xtra_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  raised_by uuid references staff_accounts (uuid),
  answered_at timestamptz,
  -- What the applicant answered (document ids, a confirmation): never a phone number in clear here.
  answer jsonb,
  cleared_at timestamptz,
  cleared_by uuid references staff_accounts (uuid)
);
create index conditions_application on conditions (application_uuid, created_at);

-- The documents uploaded in answer to a condition.
create table condition_documents (
  condition_uuid uuid not null references conditions (uuid),
  document_uuid uuid not null references documents (uuid),
  primary key (condition_uuid, document_uuid)
);

-- Staff events (a review approved or rejected) are recorded beside the applicant's: by a staff
-- member, not an identity.
alter table application_events alter column identity_uuid drop not null;
alter table application_events add column staff_uuid uuid references staff_accounts (uuid);
