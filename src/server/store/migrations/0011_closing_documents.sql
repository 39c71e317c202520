-- Closing documents (issue 14): the PDFs generated for an application (the HELOC agreement, the
-- Truth in Lending disclosures, the notice of the right to cancel, the E-SIGN consent), each with
-- its SHA-256 and the flow and brand versions that produced it. `generation` is the pipeline
-- step's idempotency key (<uuid>:<status>:<version>): a job retried after a crash inserts the same
-- rows and the unique index keeps one of each; a regeneration (a new entry into the status) makes
-- a new set. Evidence of every E-SIGN consent and signature (signing_evidence) is append-only.
create table closing_documents (
  uuid uuid primary key,
  application_uuid uuid not null references applications (uuid),
  generation text not null,
  kind text not null,
  copy_number integer not null default 1,
  title text not null,
  requires_signature boolean not null,
  content bytea not null,
  size integer not null,
  sha256 text not null,
  locale text not null,
  flow_id text not null,
  flow_version text not null,
  organization_code text not null,
  brand_version text not null,
  -- The E-SIGN consent's code printed in its PDF: typing it back shows the applicant opened a PDF.
  confirmation_code text,
  created_at timestamptz not null default now()
);
create unique index closing_documents_once on closing_documents (application_uuid, generation, kind, copy_number);
create index closing_documents_application on closing_documents (application_uuid, created_at);

create function closing_documents_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'closing_documents are never changed';
end
$$;
-- A stored document is what was shown and signed: its bytes and hash never change.
create trigger closing_documents_no_update before update on closing_documents
  for each row execute function closing_documents_unchanged();

create table signing_evidence (
  id bigserial primary key,
  application_uuid uuid not null references applications (uuid),
  identity_uuid uuid not null references identities (uuid),
  -- ESIGN_CONSENT or SIGNATURE
  kind text not null check (kind in ('ESIGN_CONSENT', 'SIGNATURE')),
  -- The signed document and the hash of its bytes the signer was shown (SIGNATURE only).
  document_uuid uuid references closing_documents (uuid),
  document_sha256 text,
  -- The hash of the text agreed to (the consent's or the signing statement's copy, as shown).
  text_sha256 text not null,
  signature_name text,
  organization_code text not null,
  brand_version text not null,
  locale text not null,
  flow_id text not null,
  flow_version text not null,
  at timestamptz not null,
  client_ip text,
  user_agent text
);
create index signing_evidence_application on signing_evidence (application_uuid, id);
create unique index signing_evidence_signature_once on signing_evidence (application_uuid, document_uuid) where kind = 'SIGNATURE';

create function signing_evidence_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'signing_evidence is append-only';
end
$$;
create trigger signing_evidence_no_change before update or delete on signing_evidence
  for each row execute function signing_evidence_append_only();
create trigger signing_evidence_no_truncate before truncate on signing_evidence
  for each statement execute function signing_evidence_append_only();
