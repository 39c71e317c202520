-- Applicant events: the record of each accepted one (who, what, from which version to which status),
-- and the replay of a retried request by its Idempotency-Key. Drafts: an application flow's answers
-- as the applicant types them, before the event that submits them (application_answers).
create table application_events (
  id bigserial primary key,
  application_uuid uuid not null references applications (uuid),
  event text not null,
  version_before integer not null,
  status_before text not null,
  status_after text not null,
  idempotency_key text,
  request_hash text not null,
  identity_uuid uuid not null references identities (uuid),
  created_at timestamptz not null default now()
);
create index application_events_application on application_events (application_uuid);
create unique index application_events_key on application_events (application_uuid, idempotency_key) where idempotency_key is not null;
-- Two requests at one version cannot both be accepted (a double click that raced the version check).
create unique index application_events_version on application_events (application_uuid, version_before);

create table application_drafts (
  application_uuid uuid not null references applications (uuid),
  flow_id text not null,
  answers jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (application_uuid, flow_id)
);
