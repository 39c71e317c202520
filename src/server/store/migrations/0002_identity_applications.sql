-- Identities, sessions, profiles, applications and what hangs off them. Plain SQL that runs
-- unchanged on PGlite and PostgreSQL. Timestamps are timestamptz; money is numeric.

create table identities (
  uuid uuid primary key,
  email text not null,
  -- Lower-cased once on the way in, so uniqueness is case-insensitive without an index expression.
  email_normalized text not null unique,
  password_hash text not null,
  role text not null check (role in ('customer', 'agent')),
  organization_code text not null,
  phone_number text,
  created_at timestamptz not null default now()
);

-- One row per issued token (its jti): logout revokes it, so a stolen token dies with the session.
create table sessions (
  jti uuid primary key,
  identity_uuid uuid not null references identities (uuid),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index sessions_identity on sessions (identity_uuid);

create table profiles (
  identity_uuid uuid primary key references identities (uuid),
  first_name text,
  middle_name text,
  last_name text,
  suffix text,
  dob date,
  home_address jsonb,
  updated_at timestamptz not null default now()
);

-- Fixed-window counters for rate limits, shared by every server process on the database.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);

create sequence loan_numbers start 100000;

create table applications (
  uuid uuid primary key,
  loan_number bigint not null default nextval('loan_numbers'),
  identity_uuid uuid not null references identities (uuid),
  organization_code text not null,
  product text not null,
  status text not null,
  -- Bumped on every status change: a writer that read an older version loses (optimistic lock).
  version integer not null default 1,
  active boolean not null default true,
  request jsonb not null,
  facts jsonb not null default '{}'::jsonb,
  offer_set jsonb,
  funded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index applications_identity on applications (identity_uuid);
-- At most one active application per applicant and organisation: a double submit cannot make two.
create unique index applications_one_active on applications (identity_uuid, organization_code) where active;

-- Replays of POST create: the same key and body give the same application; another body is refused.
create table idempotency_keys (
  identity_uuid uuid not null references identities (uuid),
  key text not null,
  request_hash text not null,
  application_uuid uuid not null references applications (uuid),
  created_at timestamptz not null default now(),
  primary key (identity_uuid, key)
);

-- Each pipeline step of an application runs once: the row is written with the status change.
create table pipeline_steps (
  application_uuid uuid not null references applications (uuid),
  status text not null,
  event text not null,
  result jsonb not null,
  created_at timestamptz not null default now(),
  primary key (application_uuid, status)
);

-- Consents are append-only evidence: what was agreed, to which version, when and from where.
create table consents (
  id bigserial primary key,
  identity_uuid uuid references identities (uuid),
  application_uuid uuid references applications (uuid),
  consent_type text not null,
  version text not null,
  opt_in boolean not null,
  prompt_uuid uuid,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create function consents_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'consents are append-only';
end
$$;
create trigger consents_no_change before update or delete on consents
  for each row execute function consents_append_only();

create table waitlist_entries (
  uuid uuid primary key,
  organization_code text not null,
  entry jsonb not null,
  created_at timestamptz not null default now()
);

create table feedback (
  uuid uuid primary key,
  identity_uuid uuid not null references identities (uuid),
  application_uuid uuid,
  topic text not null,
  message text not null,
  marketing_consent boolean not null,
  pathname text,
  product_type text,
  created_at timestamptz not null default now()
);

create table app_secrets (
  name text primary key,
  value text not null
);
