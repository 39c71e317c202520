-- When a co-signer's invitation was last mailed (issue 31): the applicant waiting for them reads
-- "invited 27 Nov", and resending the invitation (a new link, perhaps to a corrected email) moves
-- it. Rows mailed before this column: their creation.
alter table application_participants add column invitation_sent_at timestamptz;
update application_participants set invitation_sent_at = created_at;
