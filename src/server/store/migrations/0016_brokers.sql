-- Brokers and their referrals (issue 16, deliverable 3). A broker is an identity of role 'agent'
-- (it signs in through the agent variant of the login) linked here to the loan originator it
-- works as, on one brand. Brokers are made by a command (npm run broker:add) or BROKER_BOOTSTRAP,
-- never by sign-up. Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table broker_accounts (
  identity_uuid uuid primary key references identities (uuid),
  organization_code text not null,
  loan_originator_uuid uuid not null,
  created_at timestamptz not null default now()
);

-- A referral a broker made (spec section 3, Referral): the referred homeowner's name, property
-- address and contact, for the prefilled registration link.
create table broker_referrals (
  uuid uuid primary key,
  broker_identity_uuid uuid not null references identities (uuid),
  organization_code text not null,
  loan_originator_uuid uuid not null,
  referral jsonb not null,
  created_at timestamptz not null default now()
);
create index broker_referrals_broker on broker_referrals (broker_identity_uuid, created_at);

-- The referral an application came from (checked at create against the referrer and the brand):
-- the broker's dashboard lists applications by it.
alter table applications add column referral_uuid uuid references broker_referrals (uuid);
create index applications_referral on applications (referral_uuid) where referral_uuid is not null;
