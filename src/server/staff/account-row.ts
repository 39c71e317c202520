// A staff account as the database holds it and as the server passes it on.
export interface StaffAccount {
  uuid: string;
  email: string;
  name: string;
  /** Null: every brand. */
  orgCodes: string[] | null;
  disabled: boolean;
}

export interface StaffRow {
  uuid: string;
  email: string;
  name: string;
  password_hash: string;
  org_codes: string[] | null;
  disabled_at: Date | string | null;
}

export function toStaffAccount(row: StaffRow): StaffAccount {
  return { uuid: row.uuid, email: row.email, name: row.name, orgCodes: row.org_codes, disabled: row.disabled_at !== null };
}
