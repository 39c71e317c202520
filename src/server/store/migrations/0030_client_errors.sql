-- Errors from the browser (issue 29 item 7): one row per group (a fingerprint of kind, message, top
-- frame, route and a failed call's route, method and status) per brand and release, with how often
-- and when it was first and last seen. What is stored was scrubbed by the browser and again by the
-- server (src/core/monitoring/client-errors.ts): no person's data. Pruned by the hourly maintenance
-- job once last seen more than the retention days ago. Plain SQL that runs on PGlite and PostgreSQL.
create table client_error_groups (
  organization_code text not null,
  release text not null,
  fingerprint text not null,
  kind text not null,
  message text not null,
  frames jsonb not null,
  route text not null,
  call jsonb,
  count integer not null default 1,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (organization_code, release, fingerprint)
);

create index client_error_groups_recent on client_error_groups (organization_code, last_seen desc);
