// Human names for what the console shows (issue 31 item 9): a status by its name in
// copy/en/staff.json's `statuses` (tests/core/staff-status-names.test.ts wants one for every state of
// every machine), a document type by its name in `documentTypes`; the raw code only where no name
// exists, so a new state or type still shows something true.
import type { TFunction } from 'i18next';

export const statusName = (t: TFunction, status: string): string => t(`staff.statuses.${status}`, { defaultValue: status });

/** A status on the application page: its name, and its code for a support ticket or a log search. */
export const statusWithCode = (t: TFunction, status: string): string => t('staff.application.statusWithCode', { name: statusName(t, status), code: status });

export const documentTypeName = (t: TFunction, type: string): string => t(`staff.documentTypes.${type}`, { defaultValue: type });
