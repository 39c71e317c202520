// The words an error code answers with, read as the server reads them: the catalogue's copy key
// (src/core/contract/errors.ts) resolved in copy/en. Tests pin a code's words through this, or quote them.
import { join } from 'node:path';
import { errorCatalogue, type ErrorCode } from '../src/core/contract/errors';
import { copyText } from '../src/core/copy/resolve';
import { loadCopy } from '../src/server/flows';

const copyEn = loadCopy(join(import.meta.dirname, '../copy/en'));

export function errorText(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return copyText(copyEn, errorCatalogue[code].messageKey, params);
}
