-- A co-signer's own E-SIGN consent (issue 31): evidence rows name the participant who gave them
-- (null for the applicant's, as before), and each additional signer consents once per application
-- (a double click stores one row). The table stays append-only (its triggers are unchanged).
alter table signing_evidence add column participant_uuid uuid references application_participants (uuid);
create unique index signing_evidence_signer_consent_once on signing_evidence (participant_uuid) where kind = 'ESIGN_CONSENT' and participant_uuid is not null;
