// The staff audit log (staff_audit, migration 0013): one row per staff call, written by the route
// before it answers. Details are the call's own terms (a search's query and filters, a page's
// count), never an SSN, an account number, a password or a token: callers pass only those.
import type { Queryable } from '../store/db';
import { insertStaffAudit } from '../store/staff';

export type StaffAction = 'sign-in' | 'sign-in-failed' | 'sign-in-code-mailed' | 'sign-out' | 'search' | 'view-application' | 'view-document' | 'list-conditions' | 'raise-condition' | 'clear-condition' | 'review' | 'add-additional-signer' | 'list-banners' | 'publish-banner' | 'edit-banner' | 'list-feature-flags' | 'set-feature-flag' | 'list-operating-hours' | 'set-operating-hours' | 'list-chat-conversations' | 'view-chat-conversation' | 'chat-reply' | 'close-chat' | 'hand-back-chat' | 'list-chat-canned-replies' | 'list-client-errors';

export interface StaffAuditEntry {
  staffUuid: string | null;
  action: StaffAction;
  applicationUuid?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function writeStaffAudit(db: Queryable, entry: StaffAuditEntry): Promise<void> {
  await insertStaffAudit(db, { staffUuid: entry.staffUuid, action: entry.action, applicationUuid: entry.applicationUuid ?? null, details: entry.details ?? {} });
}
