// Sandbox providers: deterministic answers from the persona table, every call kept in the ledger.
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../../store/db';
import type { Providers } from '../types';
import { answerCredit, answerProperty, answerValuation, isSlow, matchPersonas } from './answers';
import { answerOnce } from './ledger';
import { loadPersonas } from './personas';
import type { Persona } from './personas';

export const DEFAULT_SLOW_MS = 1500;

export interface SandboxOptions {
  db: Pick<Db, 'query'>;
  /** "Today" for answers relative to it (a HELOC opened 10 days ago); injectable for tests. */
  clock?: () => Date;
  /** How long each call of the Slow persona waits before answering. */
  slowMs?: number;
  personas?: Persona[];
}

export function createSandboxProviders(options: SandboxOptions): Providers {
  const { db, clock = () => new Date(), slowMs = DEFAULT_SLOW_MS } = options;
  const personas = options.personas ?? loadPersonas();
  const pause = async (matched: Persona[]): Promise<void> => {
    if (isSlow(matched)) await delay(slowMs);
  };
  return {
    credit: {
      kind: 'sandbox',
      async softPull(request) {
        const matched = matchPersonas(personas, { lastName: request.applicant.lastName, street1: request.address.street1 });
        await pause(matched);
        return answerOnce(db, 'credit', request, () => answerCredit(matched, clock()));
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
  };
}
