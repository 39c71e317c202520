-- Uploaded documents (pay stubs, identity documents, bank statements): the bytes live in the
-- database, so every server on one PostgreSQL serves every upload and a backup holds them all.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table documents (
  -- Our id: the applicant's file name is never a key or a path.
  uuid uuid primary key,
  application_uuid uuid not null references applications (uuid),
  document_type text not null,
  -- As shown and offered on download (base name, printable, capped); the name as given beside it.
  file_name text not null,
  original_name text not null,
  -- The type the bytes are (sniffed), not the one the client claimed.
  content_type text not null,
  size integer not null check (size > 0 and size <= 5242880),
  sha256 text not null,
  content bytea not null,
  created_at timestamptz not null default now()
);
create index documents_application on documents (application_uuid, created_at);
