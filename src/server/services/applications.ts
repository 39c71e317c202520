// Creating and reading HELOC applications. Creation is idempotent: the same applicant submitting
// twice (a double click, a retry after a timeout, with or without an Idempotency-Key) gets the same
// application, never two (one active application per applicant and organisation, by index).
import { productOf } from '../../core/product/registry';
import { evaluate } from '../../core/logic';
import { offers } from '../../core/product/offered';
import { createHash, randomUUID } from 'node:crypto';
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';
import { enter } from '../../core/status/machine';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import type { Queryable } from '../store/db';
import {
  activeApplicationUuid,
  activeOrganizationsElsewhere,
  findIdempotencyKey,
  hasFundedSince,
  insertApplicationRow,
  insertIdempotencyKey,
  listApplicationsOf,
  loadApplicationRecord,
  retireEndedApplications,
  type ApplicationOwner,
  type ApplicationRecord,
} from '../store/applications';
import { insertApplicationConsent } from '../store/consents';
import { saveRegistrationProfile } from '../store/identities';
import { consentDocuments } from './consent-documents';
import { recentHelocDays } from '../../core/eligibility/assess';
import { plainDateIso } from '../../core/logic/dates';
import { answersOfHelocRequest } from '../../core/contract/heloc-request-answers';
import { copyText } from '../../core/copy/resolve';
import type { ErrorCode } from '../../core/contract/errors';
import { validateSubmission, visitedAnswers } from '../../core/flow/submission';
import type { Answers, Flow } from '../../core/flow/types';
import { applicantContext, flowContext, type RequestOrigin } from './flow-context';
import { canonicalName } from './profile';
import { isReferralOf } from '../brokers/referrals';

export interface CreateInput {
  identityUuid: string;
  brand: Org;
  state: string;
  body: ApiCreateHelocRequest;
  idempotencyKey?: string;
  client: { ip: string; userAgent?: string };
  origin: RequestOrigin;
  /** The product of the create route (its registration flow checks the answers). */
  product: string;
}

export interface CreateResult {
  application: ApplicationRecord;
  /** False when an earlier identical request's application is answered again. */
  created: boolean;
}

const requestHash = (state: string, body: unknown): string => createHash('sha256').update(JSON.stringify({ state, body })).digest('hex');

/** What the registration flow cannot say: the query's state is the property's, and the soft-pull consent. */
function checkRequest(input: CreateInput): void {
  const { body, state } = input;
  if (body.propertyRequest.state !== state) throw new AppError('STATE_MISMATCH');
  const softCredit = body.consentRequests.some((c) => c.type === 'SOFT_CREDIT' && c.accepted);
  if (!softCredit) throw new AppError('CONSENT_REQUIRED');
}

/**
 * A referral from a loan originator. Spec section 5: a brand that requires a referrer refuses
 * without a valid one (the page sends the applicant to not-accepting-apps); elsewhere an invalid
 * referrer is dropped. Its licensed states are the registration flow's check.
 */
async function checkReferrer(ctx: AppContext, input: CreateInput): Promise<CreateInput> {
  const uuid = input.body.referrerId;
  const originator = uuid ? await ctx.leads.getLoanOriginator(uuid, input.brand.orgCode) : undefined;
  if (!originator && input.brand.manifest.referrerRequired) throw new AppError('REFERRER_REQUIRED');
  if (uuid && !originator) return { ...input, body: { ...input.body, referrerId: undefined, referralId: undefined } };
  // A broker's referral counts only for its own originator on this brand (issue 16); else it is dropped.
  const referral = input.body.referralId;
  if (referral && !(uuid && (await isReferralOf(ctx.db, referral, uuid, input.brand.orgCode)))) return { ...input, body: { ...input.body, referralId: undefined } };
  return input;
}

/** The registration flow of the create route's product (the one the browser ran). */
function registrationFlow(ctx: AppContext, product: string) {
  const flow = [...ctx.flows.values()].find((f) => f.product === product && f.submitAction === 'register-and-apply' && f.basePath);
  if (!flow) throw new Error(`no registration flow for ${product}`);
  return flow;
}

/**
 * What the applicant typed at registration, read back from the stored create request as the
 * registration flow's answers (the review screen lists them): the property and home address,
 * occupancy, sale plans, income and employment, name, date of birth and phone. The consents are
 * evidence, not answers to review: left out. The flow id names the words they are shown with.
 */
export function registrationAnswers(ctx: Pick<AppContext, 'flows'>, record: Pick<ApplicationRecord, 'product' | 'request'>): { flowId: string; answers: Answers } | null {
  const flow = [...ctx.flows.values()].find((f) => f.product === record.product && f.submitAction === 'register-and-apply' && f.basePath);
  if (!flow || !record.request?.propertyRequest) return null;
  const { termPrivacyConsent: _terms, communicationConsent: _communication, ...answers } = answersOfHelocRequest(record.request, flow.requestAnswers);
  return { flowId: flow.id, answers };
}

/** The product the application will be: the manifests' entry recognition (crypto-heloc for utm_source=cloc). */
const applicationProductOf = (ctx: AppContext, input: CreateInput): string =>
  productOf(ctx.products, registrationFlow(ctx, input.product), { ...input.body.utmParameters });

/**
 * The registration flow the browser ran, run again on the submitted answers (every step they visit,
 * its checks); answers the answers of the steps visited, the only ones the application keeps.
 */
async function checkWithFlow(ctx: AppContext, input: CreateInput, product: string): Promise<Answers> {
  const flow = registrationFlow(ctx, product);
  // The age rule is the product the application will be.
  const applicationProduct = applicationProductOf(ctx, input);
  const context = {
    ...(await flowContext(ctx, { flow, org: input.brand, origin: input.origin, referrerId: input.body.referrerId, product: applicationProduct })),
    ...(await applicantContext(ctx.db, input.identityUuid)),
  };
  const answers = answersOfHelocRequest(input.body, flow.requestAnswers);
  const result = validateSubmission(flow, answers, context, ctx.flowValidators.get(flow.id)!);
  if (result.valid) return visitedAnswers(flow, answers, context);
  if (result.stop?.code) throw new AppError(result.stop.code as ErrorCode, { params: result.stop.params as Record<string, string> });
  const fields = result.errors.map((e) => ({ pointer: e.pointer, messageKey: e.messageKey, message: copyText(ctx.copy, e.messageKey, e.params) }));
  if (result.stop?.messageKey) fields.push({ pointer: '', messageKey: result.stop.messageKey, message: copyText(ctx.copy, result.stop.messageKey, result.stop.params) });
  throw new AppError('INVALID_REQUEST', { fields });
}

/**
 * A product the create request names (its registration flow's) must be one a manifest defines and
 * the brand offers (listed in its `products`, not `enabled: false`); anything else is answered as a
 * route that does not exist here. Without a name the request is the create route's own product.
 */
export function checkNamedProduct(ctx: Pick<AppContext, 'products'>, brand: Org, product: string): void {
  const settings = (brand.manifest.products as Record<string, { enabled?: boolean } | undefined> | undefined)?.[product];
  if (!ctx.products.get(product) || !settings || settings.enabled === false) throw new AppError('NOT_FOUND');
}

/** The facts the visited steps' answers already tell (the flow's `facts`), for the product's strategies. */
function factsOfRegistration(ctx: AppContext, input: CreateInput, answers: Answers): Record<string, unknown> {
  const flow = registrationFlow(ctx, input.product);
  const facts = Object.entries(flow.facts ?? {}).map(([name, rule]) => [name, evaluate(rule, { answers })] as const);
  return Object.fromEntries(facts.filter(([, value]) => value !== null && value !== undefined));
}

export async function createApplication(ctx: AppContext, request: CreateInput): Promise<CreateResult> {
  checkRequest(request);
  // Issue 24: a brand takes applications only for the products its manifest offers.
  if (!offers(request.brand.manifest, applicationProductOf(ctx, request))) throw new AppError('PRODUCT_NOT_OFFERED');
  const name = canonicalName(request.body.profileRequest.name);
  const input = await checkReferrer(ctx, { ...request, body: { ...request.body, profileRequest: { ...request.body.profileRequest, name } } });
  const answers = await checkWithFlow(ctx, input, input.product);
  // The hash is of what the applicant sent, so a retry of the same request matches.
  const hash = requestHash(request.state, request.body);
  const replay = input.idempotencyKey ? await findByKey(ctx.db, input.identityUuid, input.idempotencyKey, hash) : undefined;
  if (replay) return { application: replay, created: false };
  await checkAbilityToStart(ctx, input.identityUuid, input.brand.orgCode);
  const result = await ctx.db.transaction((tx) => insertApplication(ctx, tx, input, answers));
  if (input.idempotencyKey) await rememberKey(ctx.db, input, hash, result.application.uuid);
  return result;
}


const ownerOf = (input: CreateInput): ApplicationOwner => ({ identityUuid: input.identityUuid, organizationCode: input.brand.orgCode });

async function insertApplication(ctx: AppContext, tx: Queryable, input: CreateInput, answers: Answers): Promise<CreateResult> {
  const uuid = randomUUID();
  const product = applicationProductOf(ctx, input);
  const machine = ctx.pipeline.machines.forProduct(product);
  await retireEnded(ctx, tx, input);
  const owner = ownerOf(input);
  const inserted = await insertApplicationRow(tx, { uuid, owner, product, status: machine.initial, request: input.body, referralUuid: input.body.referralId ?? null, facts: factsOfRegistration(ctx, input, answers) });
  if (!inserted) {
    // The applicant already has an active application here (a second click): answer that one.
    return { application: (await loadApplicationRecord(tx, (await activeApplicationUuid(tx, owner))!))!, created: false };
  }
  await recordConsents(tx, uuid, input);
  await recordFlowConsents(tx, uuid, input, registrationFlow(ctx, input.product).consents ?? {}, answers);
  await saveProfile(tx, input);
  await ctx.pipeline.schedule(tx, uuid, enter(machine, machine.initial).effects);
  return { application: (await loadApplicationRecord(tx, uuid))!, created: true };
}

/**
 * An application that has ended (a terminal status of its machine: declined, closed, funded,
 * cancelled) stops being the active one when the applicant starts another here, so the new one can
 * be created (one active per applicant and brand) and is the one spec section 4's rule resumes
 * ("active ... with checklist not COMPLETE"). Until then the ended one stays active and a bare
 * visit still shows it (its notice, for a decline). Inside the create's transaction.
 */
async function retireEnded(ctx: AppContext, tx: Queryable, input: CreateInput): Promise<void> {
  const terminal = ctx.pipeline.machines.all().flatMap((m) => Object.entries(m.states).filter(([, state]) => state.kind === 'terminal').map(([name]) => name));
  await retireEndedApplications(tx, ownerOf(input), terminal);
}

async function recordConsents(tx: Queryable, applicationUuid: string, input: CreateInput): Promise<void> {
  for (const consent of input.body.consentRequests) {
    const known = consentDocuments.find((d) => d.type === consent.type);
    await insertApplicationConsent(tx, {
      identityUuid: input.identityUuid,
      applicationUuid,
      consentType: consent.type,
      version: known?.version ?? consent.version,
      optIn: consent.accepted,
      client: { ip: input.client.ip, userAgent: input.client.userAgent ?? null },
    });
  }
}

/**
 * The flow's consents among the visited steps' answers (the business-purpose certification): each
 * one agreed to is stored with its text's version, the time, IP and user agent, as evidence.
 */
async function recordFlowConsents(tx: Queryable, applicationUuid: string, input: CreateInput, consents: NonNullable<Flow['consents']>, answers: Answers): Promise<void> {
  for (const [name, consent] of Object.entries(consents)) {
    if (answers[name] !== true) continue;
    await insertApplicationConsent(tx, {
      identityUuid: input.identityUuid,
      applicationUuid,
      consentType: consent.type,
      version: consent.version,
      optIn: true,
      client: { ip: input.client.ip, userAgent: input.client.userAgent ?? null },
    });
  }
}

async function saveProfile(tx: Queryable, input: CreateInput): Promise<void> {
  const { name, dob } = input.body.profileRequest;
  await saveRegistrationProfile(tx, input.identityUuid, {
    firstName: name.firstName,
    middleName: name.middleName || null,
    lastName: name.lastName,
    suffix: name.suffix || null,
    dob: plainDateIso(dob),
    homeAddress: input.body.homeAddress ?? null,
  });
}

async function findByKey(db: Queryable, identityUuid: string, key: string, hash: string): Promise<ApplicationRecord | undefined> {
  const stored = await findIdempotencyKey(db, identityUuid, key);
  if (!stored) return undefined;
  if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return loadApplicationRecord(db, stored.applicationUuid);
}

async function rememberKey(db: Queryable, input: CreateInput, hash: string, applicationUuid: string): Promise<void> {
  await insertIdempotencyKey(db, input.identityUuid, input.idempotencyKey!, { requestHash: hash, applicationUuid });
  // Two first requests with one key raced: the stored one decides, as for a later replay.
  await findByKey(db, input.identityUuid, input.idempotencyKey!, hash);
}

export interface AbilityToStart {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  hasRecentHeloc: boolean;
}

/**
 * One identity may apply under several brands, one active application per brand (the unique index):
 * an active application elsewhere is listed in organizationsWithActiveApplication (codes only, never
 * the application) but does not stop a start here. Only a recent HELOC does, on any brand.
 */
export async function abilityToStart(ctx: Pick<AppContext, 'db' | 'now'>, identityUuid: string, orgCode: string): Promise<AbilityToStart> {
  const organizationsWithActiveApplication = await activeOrganizationsElsewhere(ctx.db, identityUuid, orgCode);
  const since = new Date(ctx.now().getTime() - recentHelocDays * 86_400_000).toISOString();
  const recent = await hasFundedSince(ctx.db, identityUuid, since);
  return {
    canStartApplication: !recent,
    organizationsWithActiveApplication,
    hasRecentHeloc: recent,
  };
}

async function checkAbilityToStart(ctx: AppContext, identityUuid: string, orgCode: string): Promise<void> {
  const ability = await abilityToStart(ctx, identityUuid, orgCode);
  if (ability.hasRecentHeloc) throw new AppError('RECENT_HELOC');
}

/** The applicant's applications under this site's brand (another brand's are not listed here). */
export async function listApplications(db: Queryable, owner: ApplicationOwner): Promise<ApplicationRecord[]> {
  return listApplicationsOf(db, owner);
}
