-- A status's step may run more than once in an application's life (a credit re-pull once the freeze
-- is lifted, an identity check still pending review, the flood certificate awaited, eligibility
-- again after a requalification): each run is recorded once per entry into the status, keyed by
-- the application's version when the step ran (a retried job of the same entry is the same row).
alter table pipeline_steps add column version integer not null default 0;
alter table pipeline_steps drop constraint pipeline_steps_pkey;
alter table pipeline_steps add primary key (application_uuid, status, version);
