// A staff account as the server passes it on, mapped from its row (store/staff.ts).
import type { StaffRow } from '../store/staff';

export type { StaffRow };

export interface StaffAccount {
  uuid: string;
  email: string;
  name: string;
  /** Null: every brand. */
  orgCodes: string[] | null;
  disabled: boolean;
}

export function toStaffAccount(row: StaffRow): StaffAccount {
  return { uuid: row.uuid, email: row.email, name: row.name, orgCodes: row.org_codes, disabled: row.disabled_at !== null };
}
