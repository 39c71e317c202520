// Sandbox providers: deterministic answers from the persona table, every call kept in the ledger.
import { setTimeout as delay } from 'node:timers/promises';
import { last4 } from '../../crypto/sensitive';
import type { Db } from '../../store/db';
import type { Providers } from '../types';
import { answerCredit, answerProperty, answerValuation, isSlow, isUnreachable, matchPersonas } from './answers';
import { answerBpo, answerClosing, answerEsign, answerEmployment, answerHardCredit, answerIdentity, answerIncome, UPLOADED_VIA } from './application-answers';
import { createSandboxClosingProviders } from './closing-sandbox';
import { createLinkSession, readLinkSession } from './income-link';
import { answerOnce, hasEarlierCall } from './ledger';
import { loadPersonas } from './personas';
import type { Persona } from './personas';

export const DEFAULT_SLOW_MS = 1500;

export interface SandboxOptions {
  db: Pick<Db, 'query'>;
  /** "Today" for answers relative to it (a HELOC opened 10 days ago); injectable for tests. */
  clock?: () => Date;
  /** How long each call of the Slow persona waits before answering. */
  slowMs?: number;
  /**
   * Whether the Outage persona's outage has ended; asked at each of its calls. Unset: it never ends
   * (a test ends it to see the parked application resumed once the provider answers).
   */
  outageOver?: () => boolean;
  personas?: Persona[];
}

export function createSandboxProviders(options: SandboxOptions): Providers {
  const { db, clock = () => new Date(), slowMs = DEFAULT_SLOW_MS } = options;
  const personas = options.personas ?? loadPersonas();
  const outageOver = options.outageOver ?? (() => false);
  const pause = async (matched: Persona[]): Promise<void> => {
    // A provider that is down: no answer ever comes, so the guard's timeout ends the wait.
    if (isUnreachable(matched) && !outageOver()) await new Promise<never>(() => undefined);
    if (isSlow(matched)) await delay(slowMs);
  };
  return {
    credit: {
      kind: 'sandbox',
      async softPull(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: request.address.street1 });
        await pause(matched);
        // A pull with the SSN is one carrying the full number (credit/social), not just its last four.
        const ssnLast4 = request.applicant.ssn === undefined ? undefined : last4(request.applicant.ssn);
        const later = await hasEarlierCall(db, 'credit', request);
        return answerOnce(db, 'credit', request, () => answerCredit(matched, clock(), { ssnLast4, later }));
      },
    },
    property: {
      kind: 'sandbox',
      async search(request) {
        const matched = matchPersonas(personas, { street1: request.address.street1 });
        await pause(matched);
        return answerOnce(db, 'property', request, () => answerProperty(matched, request.address, clock()));
      },
    },
    valuation: {
      kind: 'sandbox',
      async estimate(request) {
        const matched = matchPersonas(personas, { street1: request.address.street1 });
        await pause(matched);
        return answerOnce(db, 'valuation', request, () => answerValuation(matched));
      },
    },
    hardCredit: {
      kind: 'sandbox',
      async hardPull(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: request.address.street1 });
        await pause(matched);
        return answerOnce(db, 'hardCredit', request, () => answerHardCredit(matched));
      },
    },
    income: {
      kind: 'sandbox',
      createLinkSession: (request) => createLinkSession(db, request),
      async verify(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: '' });
        await pause(matched);
        // Only a link the applicant completed on the hosted page (for this application) verifies.
        const session = request.linkSessionId === undefined ? undefined : await readLinkSession(db, request.linkSessionId);
        const linked = session?.status === 'LINKED' && session.applicationUuid === request.applicationUuid ? session.method : undefined;
        const uploaded = (Object.keys(UPLOADED_VIA) as Array<keyof typeof UPLOADED_VIA>).find((kind) => request[kind]?.length);
        const via = uploaded ? UPLOADED_VIA[uploaded] : linked;
        return answerOnce(db, 'income', request, () => answerIncome(matched, via, request.statedIncome));
      },
    },
    employment: {
      kind: 'sandbox',
      async verify(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: '' });
        await pause(matched);
        return answerOnce(db, 'employment', request, () => answerEmployment(matched));
      },
    },
    identity: {
      kind: 'sandbox',
      async check(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: '' });
        await pause(matched);
        const later = await hasEarlierCall(db, 'identity', request);
        return answerOnce(db, 'identity', request, () => answerIdentity(matched, later));
      },
    },
    bpo: {
      kind: 'sandbox',
      async order(request) {
        const matched = matchPersonas(personas, { street1: request.address.street1 });
        await pause(matched);
        return answerOnce(db, 'bpo', request, () => answerBpo(matched));
      },
    },
    closing: {
      kind: 'sandbox',
      async prepare(request) {
        // By address (Floodplain) or by last name (the review holds: Underwrite, Ownermismatch, …).
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: request.address.street1 });
        await pause(matched);
        const later = await hasEarlierCall(db, 'closing', request);
        return answerOnce(db, 'closing', request, () => answerClosing(matched, later));
      },
    },
    ...createSandboxClosingProviders(db, personas, pause),
    esign: {
      kind: 'sandbox',
      async prepare(request) {
        // No persona of its own: the Slow persona's wait lets a kill land mid-generation.
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: request.address.street1 });
        await pause(matched);
        return answerOnce(db, 'esign', request, () => ({ outcome: 'PREPARED' as const, vendorDocumentId: `sandbox-${request.sha256.slice(0, 16)}` }));
      },
      async complete(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: '' });
        await pause(matched);
        const later = await hasEarlierCall(db, 'esign', request, 'documents');
        const envelopeId = `sandbox-envelope-${request.applicationUuid.slice(0, 8)}`;
        // Invited additional signers: the envelope waits until every one of them has signed.
        const signers = request.additionalSigners ?? [];
        if (signers.length > 0) return answerOnce(db, 'esign', request, () => ({ outcome: signers.every((s) => s.signed) ? ('COMPLETED' as const) : ('CO_DEED_REQUIRED' as const), envelopeId }));
        return answerOnce(db, 'esign', request, () => answerEsign(matched, later, envelopeId));
      },
    },
  };
}
