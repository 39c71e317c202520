// One way to act on an application, whoever acts: the applicant's screens, a co-signer's, staff,
// the pipeline (a step's outcome, a parked step resumed, the server's own rule) or a provider's
// callback. The sender is authorised by the event catalogue and the participation rules, the input
// checked with the same flow or schema the browser ran, the pure machine transitions, and one
// commitTransition writes it all. A stale tab or a double click changes nothing twice.
import { isCrypto } from '../../core/product/registry';
import { createHash } from 'node:crypto';
import type { Answers } from '../../core/flow/types';
import type { ErrorCode } from '../../core/contract/errors';
import { guardOf } from '../../core/status/guards';
import { enter, hasGuardOrActions, transition, transitionDef, transitionDefs, type GuardContext, type StatusMachine, type Transition } from '../../core/status/machine';
import { eventCatalogue } from '../../generated/event-catalogue';
import { REGENERATE_DISCLOSURES, RETRY_PROVIDER_STEP, type EventName } from '../../generated/events';
import type { AppContext } from '../app-context';
import { holdsApplication } from '../store/conditions';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import { participantRules } from '../participant-rules';
import { loadApplicationRecord, type ApplicationRecord } from '../services/application-records';
import { refuseWrongEsignCode } from '../services/esign-attempts';
import type { RequestOrigin } from '../services/flow-context';
import { signerParticipant } from '../services/participants';
import { failedInStatus, requestHashByKey } from '../store/application-events';
import type { Queryable } from '../store/db';
import { documentsOf } from '../store/documents';
import { guardInputs } from '../services/guard-inputs';
import { actionInput } from './action-input';
import { checkInput } from './check-input';
import { commitTransition, isVersionConflict, type CommitOptions, type Sender } from './commit';

export type { Sender };

export interface ApplyEventInput {
  record: ApplicationRecord;
  event: EventName;
  sender: Sender;
  answers?: Answers;
  /** The version the sender saw; a change since answers VERSION_CONFLICT. */
  version?: number;
  idempotencyKey?: string;
  /** The site it came through (the application's brand when not over HTTP). */
  brand?: Org;
  origin?: RequestOrigin;
  client?: { ip: string; userAgent?: string };
  /** What a pipeline step found, recorded with the move. */
  facts?: Record<string, unknown>;
  offerSet?: unknown;
  /** The caller's transaction, when the event commits with writes of its own (a step's record, a counted code). */
  tx?: Queryable;
}

export interface AppliedEvent {
  /** The application after the commit (a job it queued may have moved it on since). */
  record: ApplicationRecord;
  machine: StatusMachine;
  /** The status the event moved it to (as it is now, for a replay). */
  status: string;
}

export async function applyEvent(ctx: AppContext, input: ApplyEventInput): Promise<AppliedEvent> {
  const { record } = input;
  const db = input.tx ?? ctx.db;
  const machine = ctx.machines.forProduct(record.product);
  const requestHash = hashOf(input);
  const replayed = input.idempotencyKey ? await replay(db, record.uuid, input.idempotencyKey, requestHash) : undefined;
  if (replayed) return { record: replayed, machine, status: replayed.status };
  if (input.version !== undefined && input.version !== record.version) throw new AppError('VERSION_CONFLICT');
  await authorise(db, machine, input);
  const brand = input.brand ?? ctx.orgs.require(record.organizationCode);
  const origin = input.origin ?? { protocol: 'https', host: '' };
  const stored = await checkInput(ctx, { machine, record, event: input.event, answers: input.answers ?? {}, brand, origin });
  const closingNow = needsClock(machine, input) ? await ctx.closingClock.now(db, record.uuid) : ctx.now();
  const next = await decide(ctx, { db, machine, input, closingNow });
  const afterCommit: Array<() => Promise<void>> = [];
  const commit = (tx: Queryable) => {
    afterCommit.length = 0;
    return commitTransition(tx, commitOptions(ctx, input, { machine, next, stored, requestHash, brand, closingNow, afterCommit }));
  };
  if (input.tx) {
    // Inside the caller's transaction (a step's record, a counted code): the record as this commit leaves it.
    const facts = await commit(input.tx);
    if (afterCommit.length > 0) throw new Error(`${input.event}: an action that mails needs applyEvent's own transaction`);
    const offerSet = input.offerSet === undefined || input.offerSet === null ? record.offerSet : (input.offerSet as ApplicationRecord['offerSet']);
    return { record: { ...record, status: next.status, version: record.version + 1, facts: { ...record.facts, ...facts }, offerSet }, machine, status: next.status };
  }
  await ctx.db.transaction(commit).catch((error: unknown) => {
    // Two requests at one version raced past the check: the unique index let one through.
    throw isVersionConflict(error) ? new AppError('VERSION_CONFLICT') : error;
  });
  // The status changed whatever the mail does: a mail that fails leaves the invitation for staff to send again.
  for (const task of afterCommit) await task().catch(() => undefined);
  return { record: (await loadApplicationRecord(ctx.db, record.uuid))!, machine, status: next.status };
}

interface Decided {
  machine: StatusMachine;
  next: Transition;
  stored: { key: string; answers: Answers } | undefined;
  requestHash: string;
  brand: Org;
  closingNow: Date;
  afterCommit: Array<() => Promise<void>>;
}

function commitOptions(ctx: AppContext, input: ApplyEventInput, decided: Decided): CommitOptions {
  const { record, sender } = input;
  const person = personOf(sender) ?? record.identityUuid;
  return {
    record,
    event: input.event,
    sender,
    next: decided.next,
    ...(input.facts ? { facts: input.facts } : {}),
    ...(input.offerSet !== undefined ? { offerSet: input.offerSet } : {}),
    ...(decided.stored ? { stored: decided.stored } : {}),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    requestHash: decided.requestHash,
    actionInput: (tx) =>
      actionInput(ctx, tx, {
        machine: decided.machine,
        record,
        answers: input.answers ?? {},
        identityUuid: person,
        invitedBy: sender.kind === 'staff' && sender.uuid ? { kind: 'staff', uuid: sender.uuid } : { kind: 'applicant', uuid: person },
        brand: decided.brand,
        origin: input.origin,
        client: input.client ?? { ip: '' },
        closingNow: decided.closingNow,
        afterCommit: decided.afterCommit,
      }),
    schedule: (tx, uuid, effects) => ctx.pipeline.schedule(tx, uuid, effects),
  };
}

const personOf = (sender: Sender) => (sender.kind === 'applicant' || sender.kind === 'co-signer' ? sender.uuid : undefined);

const hashOf = (input: ApplyEventInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.event, input.version ?? input.record.version, input.answers ?? {}, input.sender.kind, input.sender.uuid ?? null]))
    .digest('hex');

/** A retried request with the same Idempotency-Key: the application as it is now; another body is refused. */
async function replay(db: Queryable, uuid: string, key: string, requestHash: string): Promise<ApplicationRecord | undefined> {
  const stored = await requestHashByKey(db, uuid, key);
  if (stored === undefined) return undefined;
  if (stored !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return loadApplicationRecord(db, uuid);
}

/** The catalogue says who may send the event, the status must take it, and the sender must take part in this application. */
async function authorise(db: Queryable, machine: StatusMachine, input: ApplyEventInput): Promise<void> {
  const { record, event, sender } = input;
  const senders = Object.hasOwn(eventCatalogue, event) ? eventCatalogue[event].senders : [];
  if (!senders.includes(sender.kind) || !transitionDef(machine, record.status, event)) throw new AppError('EVENT_NOT_ALLOWED');
  if (!(await takesPart(db, record, sender))) throw new AppError('EVENT_NOT_ALLOWED');
  // An open condition holds a person's next step until staff clear it (issue 16).
  if (personOf(sender) && (await holdsApplication(db, record.uuid))) throw new AppError('EVENT_NOT_ALLOWED');
}

/**
 * The participation rules: the routes found the application for the person (auth/own-application
 * decides, and answers 404 to anyone else); this refuses a sender the application does not know.
 */
async function takesPart(db: Queryable, record: ApplicationRecord, sender: Sender): Promise<boolean> {
  switch (sender.kind) {
    case 'applicant':
      return sender.uuid === record.identityUuid;
    case 'co-signer':
      // A signer acts while the envelope is open (flows/heloc/participants.json).
      return !!sender.uuid && participantRules.signsInStatuses.includes(record.status) && (await signerParticipant(db, record.uuid, sender.uuid)) !== undefined;
    case 'staff':
      // The staff routes checked the member's brands (staff/guard.ts).
      return !!sender.uuid;
    case 'pipeline':
    case 'provider':
      return true;
    default:
      // No rule yet says which applications a broker may act on: refused until one does.
      return false;
  }
}

/** The closing clock is read only when a guard or an action may ask it. */
function needsClock(machine: StatusMachine, input: ApplyEventInput): boolean {
  return hasGuardOrActions(transitionDefs(machine, input.record.status, input.event));
}

/** The transition, or the refusal its guard names; a retried step goes where it failed. */
async function decide(ctx: AppContext, at: { db: Queryable; machine: StatusMachine; input: ApplyEventInput; closingNow: Date }): Promise<Transition> {
  const { db, machine, input } = at;
  const { record } = input;
  if (input.event === RETRY_PROVIDER_STEP) return retryTarget(db, machine, record);
  const guardCtx = await guardContext(ctx, db, machine, input, { now: at.closingNow, isCrypto: isCrypto(ctx.products, record.product) });
  const next = transition(machine, record.status, input.event, guardCtx);
  if (next.ok) return next;
  // A wrong E-SIGN code is counted: the fifth spends it and a fresh PDF prints a new one.
  if (next.code === 'GUARD_FAILED' && next.guard === 'esignCodeMatches') {
    await refuseWrongEsignCode(ctx, record, (tx, version) => applyEvent(ctx, regenerate(record, version, tx)).then(() => undefined));
  }
  throw new AppError(next.code === 'GUARD_FAILED' ? refusalOf(next.guard, guardCtx) : 'EVENT_NOT_ALLOWED');
}

/** A guard's refusal: its answers' own when the facts alone would pass (the crypto terms unread). */
function refusalOf(name: string, ctx: GuardContext): ErrorCode {
  const guard = guardOf(name);
  if (!guard) return 'EVENT_NOT_ALLOWED';
  return guard.answersRefusal && guard.test({ ...ctx, answers: undefined }) ? guard.answersRefusal : guard.refusal;
}

/** The server's own REGENERATE_DISCLOSURES once the printed code is spent: the code cleared, a fresh set drawn. */
function regenerate(record: ApplicationRecord, version: number, tx: Queryable): ApplyEventInput {
  return { record: { ...record, version }, event: REGENERATE_DISCLOSURES, sender: { kind: 'pipeline' }, facts: { esignCode: null, esignCodeFailures: 0 }, tx };
}

async function guardContext(ctx: AppContext, db: Queryable, machine: StatusMachine, input: ApplyEventInput, { now, isCrypto }: { now: Date; isCrypto: boolean }): Promise<GuardContext> {
  const { record } = input;
  const base: GuardContext = { facts: record.facts, offerSet: record.offerSet, answers: input.answers ?? {}, now, product: record.product, isCrypto };
  const guarded = transitionDefs(machine, record.status, input.event).some((d) => d.guard);
  // Only a guarded event reads the documents, the flags and the stated employment.
  return guarded ? { ...base, ...(await guardInputs(ctx, record, db)), documents: await documentsOf(db, record.uuid) } : base;
}

/**
 * RETRY_PROVIDER_STEP's target in the machine only stands for the status the step failed in (its
 * PROVIDER_FAILED row at the version before the park): the application goes back there and its
 * step is queued again. Not parked at this version: someone else moved it first.
 */
async function retryTarget(db: Queryable, machine: StatusMachine, record: ApplicationRecord): Promise<Transition> {
  const failedIn = await failedInStatus(db, record.uuid, record.version);
  if (!failedIn || !machine.states[failedIn]?.step) throw new AppError('VERSION_CONFLICT');
  return { ...enter(machine, failedIn), actions: transitionDef(machine, record.status, RETRY_PROVIDER_STEP)?.actions ?? [] };
}
