-- Banners (issue 17, deliverable 2; spec sections 3, 4, 7): what a lender's staff publish from the
-- console, per brand. The server serves a brand's active ones (with those of brands/<org>/banners.json)
-- as its public banner file, /banners.json. Every edit bumps updated_at, so an applicant who closed
-- the banner sees it again. Who made and last changed it is in the staff audit log. Plain SQL that
-- runs unchanged on PGlite and PostgreSQL.
create table banners (
  uuid uuid primary key,
  organization_code text not null,
  message text not null,
  apps jsonb not null,
  variant text not null check (variant in ('info', 'warn')),
  dismissable boolean not null,
  active boolean not null,
  -- {text, href}, checked against the brand's allow-list when saved (catalogue R2).
  link jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references staff_accounts (uuid),
  updated_by uuid references staff_accounts (uuid)
);
create index banners_organization on banners (organization_code, updated_at desc);
