-- The staff console (issue 16, deliverable 5): staff accounts, their sessions and their audit log.
-- A staff member is not an applicant: accounts live apart from identities, are made by a command
-- (npm run staff:add), never by sign-up, and see only the brands they are given. Plain SQL that
-- runs unchanged on PGlite and PostgreSQL.
create table staff_accounts (
  uuid uuid primary key,
  email text not null,
  email_normalized text not null unique,
  -- argon2id, as applicants' passwords (src/server/auth/passwords.ts).
  password_hash text not null,
  name text not null,
  -- Null: every brand; otherwise the orgCodes this member may see.
  org_codes jsonb,
  created_at timestamptz not null default now(),
  disabled_at timestamptz
);

-- A staff token's row (its jti): sign-out revokes it, as applicants' sessions.
create table staff_sessions (
  jti uuid primary key,
  staff_uuid uuid not null references staff_accounts (uuid),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

-- One row per staff call: who, when, what, on which application and the call's own details (the
-- search's terms, the page's count). Never an SSN, an account number or a password. Append-only.
create table staff_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  staff_uuid uuid references staff_accounts (uuid),
  action text not null,
  application_uuid uuid,
  details jsonb not null default '{}'::jsonb
);
create index staff_audit_staff on staff_audit (staff_uuid, at);
create index staff_audit_application on staff_audit (application_uuid, at);

create function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit is append-only';
end
$$;
create trigger staff_audit_no_change before update or delete on staff_audit
  for each row execute function staff_audit_append_only();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function staff_audit_append_only();
