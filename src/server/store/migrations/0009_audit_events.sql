-- Audit events (issue 12): one row per sign-in, sign-out, registration, authorization refusal and
-- staff action. Who (an identity's uuid or none), from where (client address), which request (its
-- id and route pattern), on what (an application's uuid) and how it ended. Never an email, a name,
-- a password or a token. Append-only: a trigger refuses UPDATE and DELETE row by row, and TRUNCATE.
create table audit_events (
  id bigserial primary key,
  -- timestamptz is an instant (UTC inside); it reads back as ISO 8601 in UTC.
  at timestamptz not null default now(),
  action text not null,
  outcome text not null check (outcome in ('success', 'failure', 'refused')),
  actor_uuid uuid,
  -- The session's role (customer, agent): staff act as agents.
  actor_role text,
  client_ip text,
  request_id text not null,
  method text not null,
  route text not null,
  resource text,
  status_code integer not null,
  -- The answer's catalogue code (INVALID_CREDENTIALS, NOT_FOUND, ...), never its message.
  code text,
  organization_code text
);
create index audit_events_actor on audit_events (actor_uuid, at);
create index audit_events_at on audit_events (at);

create function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events are append-only';
end
$$;
create trigger audit_events_no_change before update or delete on audit_events
  for each row execute function audit_events_append_only();
create trigger audit_events_no_truncate before truncate on audit_events
  for each statement execute function audit_events_append_only();
