-- Operating hours (issue 25 item 1): the staff console's week for a brand's department (OPS_PHONE,
-- OPS_CHAT), which replaces the manifest's week for it whole (its days, closed dates and federal
-- holidays), as a brand's manifest replaces brands/defaults.json's. Who set it last is kept here,
-- every change in staff_audit. And the sandbox's hours clock: a brand's offset from the server's
-- clock, so a test can stand outside the hours without waiting (never set in production).
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table operating_hours_overrides (
  organization_code text not null,
  department text not null,
  hours jsonb not null,
  updated_by uuid references staff_accounts (uuid),
  updated_at timestamptz not null default now(),
  primary key (organization_code, department)
);

create table hours_clock_offsets (
  organization_code text primary key,
  offset_ms bigint not null
);
