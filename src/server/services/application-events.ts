// One way to act on an application: load it, refuse an event not allowed now, check the screen's
// answers with the same flow (or schema) the browser ran, transition with an optimistic version
// check, record the actions' evidence and queue the effects as jobs, all in one transaction. A
// screen never writes a status; a stale tab or a double click changes nothing twice.
import { createHash } from 'node:crypto';
import { copyText } from '../../core/copy/resolve';
import { storableAnswers, writeOnlyFields } from '../../core/flow/storable';
import { validateSubmission } from '../../core/flow/submission';
import type { Answers } from '../../core/flow/types';
import { isActionName } from '../../core/status/actions';
import { guardOf } from '../../core/status/guards';
import { sourceOf, transition, transitionDef, type StatusMachine } from '../../core/status/machine';
import { toFieldErrors, firstPerField } from '../../core/validation/validate-step';
import type { FieldError } from '../../core/validation/types';
import { validatorsById } from '../../generated/validators/schemas';
import type { AppContext } from '../app-context';
import { AppError, type FieldMessage } from '../errors';
import type { Org } from '../orgs';
import type { Queryable } from '../store/db';
import { loadApplicationRecord, type ApplicationRecord } from './application-records';
import { actionWriters } from './event-actions';
import { documentsOf } from '../store/documents';
import { holdsApplication } from '../store/conditions';
import { flowContext, type RequestOrigin } from './flow-context';
import { applicantOf } from './application-parts';
import { brandVersionOf, flowVersionOf } from '../documents/versions';
import { createInvitation, mailInvitation, type Invitee } from './participants';
import { outwardOrigin } from '../../core/links/outward-origin';
import { refuseWrongEsignCode } from './esign-attempts';

export interface EventInput {
  uuid: string;
  identityUuid: string;
  type: string;
  version: number;
  answers: Answers;
  idempotencyKey?: string;
  brand: Org;
  origin: RequestOrigin;
  client: { ip: string; userAgent?: string };
}

const hashOf = (input: EventInput) => createHash('sha256').update(JSON.stringify([input.type, input.version, input.answers])).digest('hex');

/** `record` is the caller's own application, as auth/own-application found it (the one place that decides). */
export async function applyApplicantEvent(ctx: AppContext, record: ApplicationRecord, input: EventInput): Promise<{ record: ApplicationRecord; machine: StatusMachine }> {
  const machine = ctx.pipeline.machines.forProduct(record.product);
  const replayed = input.idempotencyKey ? await replay(ctx.db, input) : undefined;
  if (replayed) return { record: replayed, machine };
  // A page showing an older version was made stale by another tab (or the first of a double click).
  if (input.version !== record.version) throw new AppError('VERSION_CONFLICT');
  if (sourceOf(machine, input.type) !== 'applicant' || !transitionDef(machine, record.status, input.type)) throw new AppError('EVENT_NOT_ALLOWED');
  // An open condition holds the applicant's next step until staff clear it (issue 16).
  if (await holdsApplication(ctx.db, record.uuid)) throw new AppError('EVENT_NOT_ALLOWED');
  const stored = await checkAnswers(ctx, machine, record, input);
  const documents = await documentsOf(ctx.db, record.uuid);
  const closingNow = await ctx.closingClock.now(ctx.db, record.uuid);
  const next = transition(machine, record.status, input.type, { facts: record.facts, offerSet: record.offerSet, answers: input.answers, documents, now: closingNow, product: record.product });
  // A wrong E-SIGN code is counted: the fifth spends it and a fresh PDF prints a new one.
  if (!next.ok && next.code === 'GUARD_FAILED' && next.guard === 'esignCodeMatches') await refuseWrongEsignCode(ctx, machine, record);
  if (!next.ok) throw new AppError(next.code === 'GUARD_FAILED' ? (guardOf(next.guard)?.refusal ?? 'EVENT_NOT_ALLOWED') : 'EVENT_NOT_ALLOWED');
  // Mail waits for the commit: an invitation rolled back is never sent.
  const afterCommit: Array<() => Promise<void>> = [];
  await ctx.db.transaction(async (tx) => {
    afterCommit.length = 0;
    const facts: Record<string, unknown> = {};
    for (const name of next.actions) {
      if (!isActionName(name)) continue;
      Object.assign(facts, await actionWriters[name]({ ...actionInput(ctx, machine, tx, record, input, closingNow, afterCommit), record: { ...record, facts: { ...record.facts, ...facts } } }));
    }
    const { rows } = await tx.query<{ uuid: string }>(
      `update applications set status = $3, version = version + 1, facts = facts || $4::jsonb, updated_at = now()
       where uuid = $1 and version = $2 returning uuid`,
      [record.uuid, record.version, next.status, JSON.stringify(facts)],
    );
    if (rows.length === 0) throw new AppError('VERSION_CONFLICT');
    if (stored) await saveAnswers(tx, record.uuid, stored.key, stored.answers);
    await tx.query(
      `insert into application_events (application_uuid, event, version_before, status_before, status_after, idempotency_key, request_hash, identity_uuid)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [record.uuid, input.type, record.version, record.status, next.status, input.idempotencyKey ?? null, hashOf(input), input.identityUuid],
    );
    await ctx.pipeline.schedule(tx, record.uuid, next.effects);
  }).catch((error: unknown) => {
    // Two requests at one version raced past the check: the unique index let one through.
    if (isUniqueViolation(error)) throw new AppError('VERSION_CONFLICT');
    throw error;
  });
  // The status changed whatever the mail does: a mail that fails leaves the invitation for staff to send again.
  for (const task of afterCommit) await task().catch(() => undefined);
  return { record: (await loadApplicationRecord(ctx.db, record.uuid))!, machine };
}

function actionInput(ctx: AppContext, machine: StatusMachine, tx: Queryable, record: ApplicationRecord, input: EventInput, closingNow: Date, afterCommit: Array<() => Promise<void>>) {
  return {
    async inviteSigner(invitee: Invitee) {
      const invitation = await createInvitation(tx, { applicationUuid: record.uuid, invitee, invitedBy: { kind: 'applicant', uuid: input.identityUuid }, now: ctx.now() });
      afterCommit.push(() => mailInvitation(ctx, invitation, input.brand, outwardOrigin(ctx.publicOrigin, input.origin)));
    },
    closingNow,
    // The notary provider's open slots, asked only by the action that reserves one.
    notarySlots: () => ctx.providers.notary.openSlots({ applicationUuid: record.uuid, applicant: applicantOf(record), from: closingNow.toISOString() }),
    tx,
    record,
    answers: input.answers,
    identityUuid: input.identityUuid,
    client: input.client,
    now: ctx.now(),
    sensitive: ctx.sensitive,
    disclosureText: (name: string) => disclosureText(ctx.copy, name),
    evidence: {
      organizationCode: input.brand.orgCode,
      brandVersion: brandVersionOf(input.brand.manifest),
      locale: 'en',
      flowId: machine.id,
      flowVersion: flowVersionOf(machine),
    },
  };
}

// Where the texts an applicant agrees to live in copy/en (the very keys the confirm screen shows),
// hashed into the evidence.
const DISCLOSURE_COPY: Record<string, string> = {
  earlyDisclosures: 'offer.disclosures',
  hardCreditConsent: 'offer.confirm.hardCredit',
  esignConsent: 'signing.esign',
  signature: 'signing.sign.statement',
};

/** The text (or tree of texts) shown for a disclosure; a missing one is a bug, never a hash of its name. */
function disclosureText(copy: Record<string, unknown>, name: string): string {
  const key = DISCLOSURE_COPY[name];
  const node = key?.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), copy);
  if (node === undefined) throw new Error(`no copy for disclosure ${name} (${key ?? 'unmapped'})`);
  return JSON.stringify(node);
}

/** The event's answers checked by its flow (every step they visit, with its checks) or its schema; what may be stored. */
async function checkAnswers(ctx: AppContext, machine: StatusMachine, record: ApplicationRecord, input: EventInput): Promise<{ key: string; answers: Answers } | undefined> {
  const def = machine.events[input.type]!;
  if (def.flow) {
    const flow = ctx.flows.get(def.flow);
    const validators = ctx.flowValidators.get(def.flow);
    if (!flow || !validators) throw new Error(`event ${input.type} names flow ${def.flow}, which is not loaded`);
    const context = await flowContext(ctx, { flow, org: input.brand, origin: input.origin, referrerId: record.request.referrerId, product: record.product });
    const result = validateSubmission(flow, input.answers, context, validators);
    if (!result.valid) refuse(ctx, result.errors, result.stop);
    // Write-only fields (the SSN) never rest in the answers; an action stores them encrypted.
    return { key: def.flow, answers: storableAnswers(input.answers, writeOnlyFields(flow)) };
  }
  if (def.schema) {
    const validator = validatorsById[def.schema as keyof typeof validatorsById];
    if (!validator) throw new Error(`event ${input.type} names schema ${def.schema}, which was not generated`);
    if (!validator(input.answers)) refuse(ctx, firstPerField(toFieldErrors(validator.errors ?? [])));
    return { key: def.schema, answers: input.answers };
  }
  return undefined;
}

function refuse(ctx: AppContext, errors: FieldError[], stop?: { code?: string; messageKey?: string; params: Record<string, unknown> }): never {
  if (stop?.code) throw new AppError(stop.code as never, { params: stop.params as Record<string, string> });
  const fields: FieldMessage[] = errors.map((e) => ({ pointer: e.pointer, messageKey: e.messageKey, message: copyText(ctx.copy, e.messageKey, e.params) }));
  if (stop?.messageKey) fields.push({ pointer: '', messageKey: stop.messageKey, message: copyText(ctx.copy, stop.messageKey, stop.params) });
  throw new AppError('INVALID_REQUEST', { fields });
}

async function saveAnswers(tx: Queryable, uuid: string, flowId: string, answers: Answers): Promise<void> {
  await tx.query(
    `insert into application_answers (application_uuid, flow_id, answers) values ($1, $2, $3)
     on conflict (application_uuid, flow_id) do update set answers = excluded.answers, updated_at = now()`,
    [uuid, flowId, JSON.stringify(answers)],
  );
  await tx.query('delete from application_drafts where application_uuid = $1 and flow_id = $2', [uuid, flowId]);
}

/** A retried request with the same Idempotency-Key: the application as it is now; another body is refused. */
async function replay(db: Queryable, input: EventInput): Promise<ApplicationRecord | undefined> {
  const { rows } = await db.query<{ request_hash: string }>('select request_hash from application_events where application_uuid = $1 and idempotency_key = $2', [
    input.uuid,
    input.idempotencyKey,
  ]);
  if (!rows[0]) return undefined;
  if (rows[0].request_hash !== hashOf(input)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return loadApplicationRecord(db, input.uuid);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
