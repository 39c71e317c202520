-- Participants of an application (issue 16): the primary applicant stays applications.identity_uuid;
-- additional signers (owners on title who sign too, spec section 6) are rows here. An invitation
-- names the person (name and email as invited); its token is 128 random bits kept only as its
-- SHA-256, single use, with an expiry; accepting it makes the signer's own identity (profile type
-- CO_DEEDER) and fills identity_uuid. Who invited: the applicant or a staff member.
create table application_participants (
  uuid uuid primary key,
  application_uuid uuid not null references applications (uuid),
  role text not null check (role in ('PRIMARY', 'ADDITIONAL_SIGNER')),
  identity_uuid uuid references identities (uuid),
  first_name text not null,
  last_name text not null,
  email text not null,
  invitation_token_hash text unique,
  invitation_expires_at timestamptz,
  invitation_used_at timestamptz,
  invited_by_kind text not null check (invited_by_kind in ('applicant', 'staff')),
  invited_by_uuid uuid not null,
  -- The signer's own identity verification (VERIFIED, FAILED_VERIFICATION, PENDING_REVIEW).
  identity_verification text,
  removed_at timestamptz,
  created_at timestamptz not null default now()
);
create index application_participants_application on application_participants (application_uuid, created_at);
create index application_participants_identity on application_participants (identity_uuid);

-- Spec section 3 Profile.type: CO_DEEDER for an additional signer's identity; null for applicants.
alter table identities add column profile_type text;

-- An additional signer signs the same documents as the applicant: one signature per document and signer.
drop index signing_evidence_signature_once;
create unique index signing_evidence_signature_once on signing_evidence (application_uuid, document_uuid, identity_uuid) where kind = 'SIGNATURE';

-- Who uploaded a document: null for the applicant, else the participant (a signer sees only theirs).
alter table documents add column participant_uuid uuid references application_participants (uuid);
