-- Every status change is one application_events row, whoever sent its event (issue 30): the
-- applicant, a co-signer, a broker, staff, the pipeline or a provider's callback. Rows written
-- before this migration are the applicant's (an identity), staff's (a member) or the server's own
-- (neither: the E-SIGN code spent). From now on every writer names its source.
alter table application_events add column source text not null default 'applicant'
  check (source in ('applicant', 'co-signer', 'broker', 'staff', 'pipeline', 'provider'));
update application_events set source = 'staff' where staff_uuid is not null;
update application_events set source = 'pipeline' where staff_uuid is null and identity_uuid is null;
alter table application_events alter column source drop default;
