-- Experiment exposure (spec sections 4 and 7): recorded once per application per experiment, the
-- first variation seen kept. The tracker id (spec section 9: "Tracker id stored in browser
-- storage") ties telemetry sessions and events of one browser together; it names no person.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table application_experiments (
  application_uuid uuid not null references applications (uuid),
  name text not null,
  variation text not null check (variation in ('variation', 'control')),
  recorded_at timestamptz not null default now(),
  primary key (application_uuid, name)
);

alter table telemetry_sessions add column tracker_id uuid;
alter table telemetry_events add column tracker_id uuid;
