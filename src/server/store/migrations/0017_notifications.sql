-- The applicant's notifications (issue 17, deliverable 1; spec section 2 "Page shell"): what the
-- bell lists for a signed-in person on one brand's site, newest first, read or not. A row names
-- copy keys and a link inside the app, never free text: the words are copy, the person's data stays
-- in its own tables. Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table notifications (
  uuid uuid primary key,
  -- Who sees it (an applicant or an additional signer) and on which brand's site.
  identity_uuid uuid not null references identities (uuid),
  organization_code text not null,
  application_uuid uuid references applications (uuid),
  -- What happened: CONDITION (staff asked for something) or STATUS (the application waits on the applicant).
  kind text not null,
  -- The copy key of the text and the copy key of its subject (a condition category's title ...).
  text_key text not null,
  subject_key text,
  -- Where the person acts: a path of this app (with its query), never another site.
  link text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_recipient on notifications (identity_uuid, organization_code, created_at desc);
