-- Feature flags (issue 17, spec section 6): the staff console's overrides of a flag's value for a
-- brand (application_uuid '') or for one application of it. The registry
-- (flows/<product>/feature-flags.json) and the brand's manifest give the values without a row; a
-- row wins over them, an application's over its brand's. Who set it last is kept here, every change
-- in staff_audit. Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table feature_flag_overrides (
  organization_code text not null,
  flag_key text not null,
  application_uuid text not null default '',
  enabled boolean not null,
  updated_by uuid references staff_accounts (uuid),
  updated_at timestamptz not null default now(),
  primary key (organization_code, flag_key, application_uuid)
);
