-- Leave-survey answers (spec sections 2 and 4): why an applicant logged out from one of the survey's
-- screens. Sent after the session ended, so anonymous: the brand, the screen, the answers, the time.
create table leave_surveys (
  uuid uuid primary key,
  organization_code text not null,
  screen text not null,
  reason text not null,
  comment text,
  created_at timestamptz not null default now()
);
