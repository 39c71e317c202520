// The E-SIGN code's wrong attempts (issue 23): the six-digit code printed in the consent's PDF has a
// million values, so an unlimited number of guesses would let someone who cannot open the PDF
// consent anyway. Each wrong code is counted on the application; the fifth spends the code (it is
// cleared at once, so the right one no longer works) and sends the machine's REGENERATE_DISCLOSURES
// (NOTE_SIGNING -> GEN_NOTE_SIGNING), whose step prints a new code in a fresh set of documents.
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import { countWrongEsignCode } from '../store/application-events';
import type { Queryable } from '../store/db';
import type { ApplicationRecord } from './application-records';

/** Wrong codes allowed per printed code; the last of them spends it. */
export const ESIGN_CODE_ATTEMPTS = 5;

/** Sends REGENERATE_DISCLOSURES through applyEvent in the counting transaction, at the version counted. */
export type Regenerate = (tx: Queryable, version: number) => Promise<void>;

/**
 * Counts a wrong code and throws: ESIGN_CODE_MISMATCH (400) while attempts remain, else
 * ESIGN_CODE_ATTEMPTS (429) once the code is spent. The count is one row update, so parallel
 * guesses are counted one by one and only the one that reaches the limit regenerates, in the
 * same transaction: a code counted as spent is always cleared.
 */
export async function refuseWrongEsignCode(ctx: Pick<AppContext, 'db'>, record: ApplicationRecord, regenerate: Regenerate): Promise<never> {
  // Consent already given: the code has done its work, and spending it would discard signatures.
  if (typeof record.facts.esignConsent === 'string') throw new AppError('ESIGN_CODE_MISMATCH');
  const outcome = await ctx.db.transaction(async (tx): Promise<'mismatch' | 'spent'> => {
    const counted = await countWrongEsignCode(tx, record.uuid, record.status);
    // Spent meanwhile by a parallel guess (or regenerating): the code is gone either way.
    if (!counted || counted.failures > ESIGN_CODE_ATTEMPTS) return 'spent';
    if (counted.failures < ESIGN_CODE_ATTEMPTS) return 'mismatch';
    await regenerate(tx, counted.version);
    return 'spent';
  });
  // Thrown after the commit: the count (and a regeneration) must stay.
  throw new AppError(outcome === 'mismatch' ? 'ESIGN_CODE_MISMATCH' : 'ESIGN_CODE_ATTEMPTS');
}
