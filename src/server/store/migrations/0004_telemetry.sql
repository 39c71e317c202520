-- Telemetry (spec section 7): sessions and the journey's events (heloc-register-start, helocStarted,
-- appStarted, page views). No answers are stored here: events carry names and small properties only.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table telemetry_sessions (
  session_key uuid primary key,
  context text not null,
  organization_code text not null,
  details jsonb not null,
  created_at timestamptz not null default now()
);

create table telemetry_events (
  id bigserial primary key,
  session_key uuid not null references telemetry_sessions (session_key),
  name text not null,
  event_type text not null,
  product_type text not null,
  application_uuid uuid,
  properties jsonb not null default '{}',
  received_at timestamptz not null default now()
);
create index telemetry_events_name on telemetry_events (name, received_at);
