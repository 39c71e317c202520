// A staff decision (a review approved or rejected) runs the application's status machine as a
// staff event, as applicant events do (services/application-events.ts): refused unless the status
// takes it, at the version the member saw, recorded in application_events with the member's id,
// and its effects (the next pipeline step) queued in the same transaction. Never a status written
// directly. The retry of a parked step is the one staff event whose target varies (the status the
// step failed in): the machine allows it, the pipeline's resume makes the move.
import { createHash } from 'node:crypto';
import { sourceOf, transition, transitionDef } from '../../core/status/machine';
import type { StatusMachine } from '../../core/status/machine';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import type { ApplicationRecord } from '../services/application-records';
import { notifyStatus } from '../notifications/status-notices';
import type { ResumeRecord } from '../jobs/pipeline-port';

/** The console's review decisions and the staff events they send; retry runs a parked step again now. */
export const REVIEW_EVENTS = { approve: 'CLEAR_REVIEW', reject: 'REJECT_REVIEW', retry: 'RETRY_PROVIDER_STEP' } as const;
export type ReviewDecision = keyof typeof REVIEW_EVENTS;

/** The decisions the status takes now. */
export function reviewDecisions(machine: StatusMachine, status: string): ReviewDecision[] {
  return (Object.keys(REVIEW_EVENTS) as ReviewDecision[]).filter((d) => transitionDef(machine, status, REVIEW_EVENTS[d]) !== undefined);
}

export async function applyStaffEvent(ctx: AppContext, record: ApplicationRecord, type: string, version: number, staffUuid: string): Promise<string> {
  const machine = ctx.machines.forProduct(record.product);
  if (version !== record.version) throw new AppError('VERSION_CONFLICT');
  if (sourceOf(machine, type) !== 'staff') throw new AppError('EVENT_NOT_ALLOWED');
  const next = transition(machine, record.status, type, { facts: record.facts, offerSet: record.offerSet, product: record.product });
  // A staff event with actions of its own has no writer here yet: refused rather than half done.
  if (!next.ok || next.actions.length > 0) throw new AppError('EVENT_NOT_ALLOWED');
  const hash = createHash('sha256').update(JSON.stringify([type, version, staffUuid])).digest('hex');
  const recordEvent: ResumeRecord = async (tx, move) => {
    await tx.query(
      `insert into application_events (application_uuid, event, version_before, status_before, status_after, request_hash, staff_uuid)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [record.uuid, type, record.version, move.from, move.to, hash, staffUuid],
    );
  };
  // A retry's target in the machine only stands for the status the step failed in: the pipeline's
  // resume moves the application there (under its lock, at this version) and queues the step.
  const moved =
    type === REVIEW_EVENTS.retry
      ? ctx.pipeline.retryParked(record.uuid, { version, record: recordEvent })
      : ctx.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ uuid: string }>(
            'update applications set status = $3, version = version + 1, updated_at = now() where uuid = $1 and version = $2 returning uuid',
            [record.uuid, record.version, next.status],
          );
          if (rows.length === 0) return undefined;
          await recordEvent(tx, { from: record.status, to: next.status });
          await notifyStatus(tx, record, record.status, next.status);
          await ctx.pipeline.schedule(tx, record.uuid, next.effects);
          return next.status;
        });
  const status = await moved.catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === '23505') throw new AppError('VERSION_CONFLICT');
    throw error;
  });
  if (status === undefined) throw new AppError('VERSION_CONFLICT');
  return status;
}
