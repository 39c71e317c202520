-- Placeholder table so the migration machinery has something to apply; later migrations add the
-- real tables. Plain SQL that runs unchanged on PGlite and PostgreSQL.
create table app_meta (
  key text primary key,
  value text not null
);

insert into app_meta (key, value) values ('created_by', 'migration-0001');
