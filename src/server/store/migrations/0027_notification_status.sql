-- A status notification applies while its application stays at the status it was written for
-- (issue 31, item 8): once the status moves past it, it is completed, and the bell no longer
-- lists it (a funded application's bell does not still say "Tell us where to send your funds").
-- `status` is the status it was written for (flows/<product>/status-notifications.json);
-- `completed_at` when it stopped applying. Plain SQL that runs unchanged on PGlite and PostgreSQL.
alter table notifications add column status text;
alter table notifications add column completed_at timestamptz;
-- Rows written before these columns: their status from their copy key
-- (notifications.kinds.status.<STATUS>), and completed now when their application has moved on.
update notifications set status = substring(text_key from '^notifications\.kinds\.status\.([A-Z_]+)$') where kind = 'STATUS';
update notifications n set completed_at = now()
  from applications a
  where a.uuid = n.application_uuid and n.kind = 'STATUS' and n.status is distinct from a.status;
