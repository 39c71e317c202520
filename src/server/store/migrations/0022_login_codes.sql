-- One-time login codes (issue 23, defect 11): past the per-account ceiling of failed logins, the
-- right password alone no longer signs in; a six-digit code mailed to the owner must come with it.
-- Kept only as a SHA-256 bound to the identity, usable once, for a short time and a few tries.
create table login_codes (
  code_hash text primary key,
  identity_uuid uuid not null references identities (uuid),
  expires_at timestamptz not null,
  wrong_tries integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_codes_identity on login_codes (identity_uuid, created_at);
