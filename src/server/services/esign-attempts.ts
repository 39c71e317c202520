// The E-SIGN code's wrong attempts (issue 23): the six-digit code printed in the consent's PDF has a
// million values, so an unlimited number of guesses would let someone who cannot open the PDF
// consent anyway. Each wrong code is counted on the application; the fifth spends the code (it is
// cleared at once, so the right one no longer works) and sends the machine's REGENERATE_DISCLOSURES
// (NOTE_SIGNING -> GEN_NOTE_SIGNING), whose step prints a new code in a fresh set of documents.
import { transition, type StatusMachine } from '../../core/status/machine';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import type { ApplicationRecord } from './application-records';

/** Wrong codes allowed per printed code; the last of them spends it. */
export const ESIGN_CODE_ATTEMPTS = 5;
const REGENERATE = 'REGENERATE_DISCLOSURES';

/**
 * Counts a wrong code and throws: ESIGN_CODE_MISMATCH (400) while attempts remain, else
 * ESIGN_CODE_ATTEMPTS (429) once the code is spent. The count is one row update, so parallel
 * guesses are counted one by one and only the one that reaches the limit regenerates.
 */
export async function refuseWrongEsignCode(ctx: Pick<AppContext, 'db' | 'pipeline'>, machine: StatusMachine, record: ApplicationRecord): Promise<never> {
  // Consent already given: the code has done its work, and spending it would discard signatures.
  if (typeof record.facts.esignConsent === 'string') throw new AppError('ESIGN_CODE_MISMATCH');
  const outcome = await ctx.db.transaction(async (tx): Promise<'mismatch' | 'spent'> => {
    const { rows } = await tx.query<{ failures: number; version: number }>(
      `update applications set facts = jsonb_set(facts, '{esignCodeFailures}', to_jsonb(coalesce((facts->>'esignCodeFailures')::int, 0) + 1))
       where uuid = $1 and status = $2 and facts->>'esignCode' is not null
       returning (facts->>'esignCodeFailures')::int as failures, version`,
      [record.uuid, record.status],
    );
    // Spent meanwhile by a parallel guess (or regenerating): the code is gone either way.
    const counted = rows[0];
    if (!counted || counted.failures > ESIGN_CODE_ATTEMPTS) return 'spent';
    if (counted.failures < ESIGN_CODE_ATTEMPTS) return 'mismatch';
    const next = transition(machine, record.status, REGENERATE);
    if (!next.ok) throw new Error(`${machine.id}: ${record.status} has no ${REGENERATE} transition`);
    await tx.query(
      `update applications set status = $2, version = version + 1, updated_at = now(),
              facts = facts || '{"esignCode": null, "esignCodeFailures": 0}'::jsonb
        where uuid = $1`,
      [record.uuid, next.status],
    );
    // The server's own event: neither the applicant's nor a staff member's (both ids null).
    await tx.query(
      `insert into application_events (application_uuid, event, version_before, status_before, status_after, request_hash)
       values ($1, $2, $3, $4, $5, $6)`,
      [record.uuid, REGENERATE, counted.version, record.status, next.status, `esign-code-attempts:${counted.version}`],
    );
    await ctx.pipeline.schedule(tx, record.uuid, next.effects);
    return 'spent';
  });
  // Thrown after the commit: the count (and a regeneration) must stay.
  throw new AppError(outcome === 'mismatch' ? 'ESIGN_CODE_MISMATCH' : 'ESIGN_CODE_ATTEMPTS');
}
