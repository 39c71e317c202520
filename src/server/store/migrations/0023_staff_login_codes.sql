-- One-time login codes for staff accounts too (issue 23, defect 11): the staff sign-in's ceiling of
-- failed passwords asks for a mailed code instead of locking the member out. One table for both
-- kinds of account, each code tied to exactly one account by a real foreign key.
alter table login_codes add column account_kind text not null default 'identity' check (account_kind in ('identity', 'staff'));
alter table login_codes alter column identity_uuid drop not null;
alter table login_codes add column staff_uuid uuid references staff_accounts (uuid);
alter table login_codes add constraint login_codes_one_account check (
  (account_kind = 'identity' and identity_uuid is not null and staff_uuid is null)
  or (account_kind = 'staff' and staff_uuid is not null and identity_uuid is null)
);
create index login_codes_staff on login_codes (staff_uuid, created_at);
