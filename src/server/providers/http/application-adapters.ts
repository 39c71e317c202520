// The real-provider adapters after the offer, as adapters.ts: a POST of the request (the
// idempotency key in its header) to a path under the provider's base URL, the answer shape-checked.
import { randomUUID } from 'node:crypto';
import type { BpoValuation, ClosingDocuments, EsignProvider, EmploymentVerifier, HardCreditBureau, IdentityChecker, IncomeVerifier } from '../types';
import { caller, checked } from './adapters';
import type { HttpProviderOptions } from './post-json';
import {
  toBpoResult,
  toClosingResult,
  toEsignEnvelopeResult,
  toEsignPrepareResult,
  toEmploymentVerification,
  toHardCreditReport,
  toIdentityCheckResult,
  toIncomeVerification,
  toLinkSession,
} from './application-shapes';

export function createHttpHardCreditBureau(options: HttpProviderOptions): HardCreditBureau {
  const call = caller('hardCredit', 'hard-pull', options);
  return { kind: 'http', hardPull: async ({ idempotencyKey, ...body }) => checked('hardCredit', toHardCreditReport(await call(idempotencyKey, body))) };
}

export function createHttpIncomeVerifier(options: HttpProviderOptions): IncomeVerifier {
  const link = caller('income', 'link-sessions', options);
  const verify = caller('income', 'verify', options);
  return {
    kind: 'http',
    // Opening a session has no side effect worth deduplicating: a fresh key each time.
    createLinkSession: async (request) => checked('income', toLinkSession(await link(randomUUID(), request))),
    verify: async ({ idempotencyKey, ...body }) => checked('income', toIncomeVerification(await verify(idempotencyKey, body))),
  };
}

export function createHttpEmploymentVerifier(options: HttpProviderOptions): EmploymentVerifier {
  const call = caller('employment', 'verify', options);
  return { kind: 'http', verify: async ({ idempotencyKey, ...body }) => checked('employment', toEmploymentVerification(await call(idempotencyKey, body))) };
}

export function createHttpIdentityChecker(options: HttpProviderOptions): IdentityChecker {
  const call = caller('identity', 'check', options);
  return { kind: 'http', check: async ({ idempotencyKey, ...body }) => checked('identity', toIdentityCheckResult(await call(idempotencyKey, body))) };
}

export function createHttpBpoValuation(options: HttpProviderOptions): BpoValuation {
  const call = caller('bpo', 'order', options);
  return { kind: 'http', order: async ({ idempotencyKey, ...body }) => checked('bpo', toBpoResult(await call(idempotencyKey, body))) };
}

export function createHttpClosingDocuments(options: HttpProviderOptions): ClosingDocuments {
  const call = caller('closing', 'prepare', options);
  return { kind: 'http', prepare: async ({ idempotencyKey, ...body }) => checked('closing', toClosingResult(await call(idempotencyKey, body))) };
}

export function createHttpEsignProvider(options: HttpProviderOptions): EsignProvider {
  const prepare = caller('esign', 'prepare', options);
  const complete = caller('esign', 'complete', options);
  return {
    kind: 'http',
    prepare: async ({ idempotencyKey, ...body }) => checked('esign', toEsignPrepareResult(await prepare(idempotencyKey, body))),
    complete: async ({ idempotencyKey, ...body }) => checked('esign', toEsignEnvelopeResult(await complete(idempotencyKey, body))),
  };
}
