// The one write of an accepted event, whoever sent it, inside one transaction: the named actions'
// evidence, the status, version and facts (at the version read), the answers it submitted, its one
// application_events row, the applicant's status notification, and the effects queued as jobs. A
// status rolled back leaves no row, no notification and no job.
import type { EventSender } from '../../core/events/catalogue';
import type { Answers } from '../../core/flow/types';
import { isActionName } from '../../core/status/actions';
import type { Effect, Transition } from '../../core/status/machine';
import { AppError } from '../errors';
import { notifyStatus } from '../notifications/status-notices';
import type { ApplicationRecord } from '../services/application-records';
import { actionWriters, type ActionInput } from '../services/event-actions';
import { runConditionEffects } from '../services/status-conditions';
import { insertEventRow, moveStatus, saveEventAnswers } from '../store/application-events';
import type { Queryable } from '../store/db';

export interface Sender {
  kind: EventSender;
  /** The applicant's or co-signer's identity, the staff member's account; none for the pipeline or a provider. */
  uuid?: string;
}

export interface CommitOptions {
  record: ApplicationRecord;
  event: string;
  sender: Sender;
  next: Transition;
  /** Facts recorded besides the actions' (a step's findings, the spent E-SIGN code). */
  facts?: Record<string, unknown>;
  /** A pipeline step's offers. */
  offerSet?: unknown;
  /** The checked answers to keep, under their flow's (or schema's) id. */
  stored?: { key: string; answers: Answers };
  idempotencyKey?: string;
  requestHash: string;
  /** The actions' input in this transaction (only asked when the transition has actions). */
  actionInput(tx: Queryable): ActionInput;
  schedule(tx: Queryable, applicationUuid: string, effects: Effect[]): Promise<void>;
}

/** Commits the event; answers the facts it recorded (the actions' and the caller's). */
export async function commitTransition(tx: Queryable, options: CommitOptions): Promise<Record<string, unknown>> {
  const { record, next, sender } = options;
  const facts = { ...options.facts, ...(await runActions(tx, options)) };
  const moved = await moveStatus(tx, { uuid: record.uuid, version: record.version, status: next.status, facts, offerSet: options.offerSet });
  if (!moved) throw new AppError('VERSION_CONFLICT');
  if (options.stored) await saveEventAnswers(tx, record.uuid, options.stored.key, options.stored.answers);
  const person = sender.kind === 'applicant' || sender.kind === 'co-signer';
  await insertEventRow(tx, {
    applicationUuid: record.uuid,
    event: options.event,
    versionBefore: record.version,
    statusBefore: record.status,
    statusAfter: next.status,
    source: sender.kind,
    identityUuid: person ? (sender.uuid ?? null) : null,
    staffUuid: sender.kind === 'staff' ? (sender.uuid ?? null) : null,
    idempotencyKey: options.idempotencyKey ?? null,
    requestHash: options.requestHash,
  });
  await notifyStatus(tx, record, record.status, next.status);
  await runConditionEffects(tx, record, next.effects, sender.kind === 'staff' ? (sender.uuid ?? null) : null);
  await options.schedule(tx, record.uuid, next.effects);
  return facts;
}

/** Each named action's writer in order, each seeing the facts the ones before it recorded. */
async function runActions(tx: Queryable, options: CommitOptions): Promise<Record<string, unknown>> {
  const facts: Record<string, unknown> = {};
  if (options.next.actions.length === 0) return facts;
  const input = options.actionInput(tx);
  for (const name of options.next.actions) {
    if (!isActionName(name)) continue;
    Object.assign(facts, await actionWriters[name]({ ...input, record: { ...options.record, facts: { ...options.record.facts, ...facts } } }));
  }
  return facts;
}

/** Two changes at one version raced past the check: the version check or the unique index let one through. */
export function isVersionConflict(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'VERSION_CONFLICT';
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
