// The closing providers over HTTP: one POST per call (the idempotency key in its header) to a path
// under the provider's base URL, the answer shape-checked.
import { randomUUID } from 'node:crypto';
import type { BankData, Notary, NotarySession, NotarySlot, Settlement } from '../closing-types';
import { NOTARY_DOCUMENT_OUTCOMES, NOTARY_SESSION_OUTCOMES } from '../closing-types';
import { caller, checked } from './adapters';
import type { HttpProviderOptions } from './post-json';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const outcomeOf = <T extends string>(values: readonly T[], v: unknown): { outcome: T } | undefined =>
  isObject(v) && values.includes(v.outcome as T) ? { outcome: v.outcome as T } : undefined;

const toSlot = (v: unknown): NotarySlot | undefined =>
  isObject(v) && isText(v.slotId) && isText(v.startsAt) && isText(v.notaryName) ? { slotId: v.slotId, startsAt: v.startsAt, notaryName: v.notaryName } : undefined;

function toSession(v: unknown): NotarySession | undefined {
  if (!isObject(v) || !isText(v.sessionId) || !isText(v.videoUrl) || !Array.isArray(v.quiz)) return undefined;
  return { sessionId: v.sessionId, videoUrl: v.videoUrl, quiz: v.quiz as NotarySession['quiz'] };
}

export function createHttpNotary(options: HttpProviderOptions): Notary {
  const prepare = caller('notary', 'documents', options);
  const slots = caller('notary', 'slots', options);
  const start = caller('notary', 'sessions', options);
  const complete = caller('notary', 'sessions/complete', options);
  const manual = caller('notary', 'manual-status', options);
  return {
    kind: 'http',
    prepare: async ({ idempotencyKey, ...body }) => checked('notary', outcomeOf(NOTARY_DOCUMENT_OUTCOMES, await prepare(idempotencyKey, body))),
    openSlots: async (body) => {
      const answer = await slots(randomUUID(), body);
      const list = isObject(answer) && Array.isArray(answer.slots) ? answer.slots.map(toSlot) : undefined;
      return checked('notary', list?.every(Boolean) ? (list as NotarySlot[]) : undefined);
    },
    startSession: async ({ idempotencyKey, ...body }) => checked('notary', toSession(await start(idempotencyKey, body))),
    completeSession: async ({ idempotencyKey, ...body }) => checked('notary', outcomeOf(NOTARY_SESSION_OUTCOMES, await complete(idempotencyKey, body))),
    manualStatus: async ({ idempotencyKey, ...body }) => checked('notary', outcomeOf(['SIGNED', 'PENDING', 'MISSED'] as const, await manual(idempotencyKey, body))),
  };
}

export function createHttpBankData(options: HttpProviderOptions): BankData {
  const link = caller('bankData', 'links', options);
  return {
    kind: 'http',
    link: async (body) => {
      const answer = await link(randomUUID(), body);
      const ok = isObject(answer) && isText(answer.institution) && Array.isArray(answer.accounts) && answer.accounts.every((a) => isObject(a) && isText(a.accountId) && isText(a.accountNumber));
      return checked('bankData', ok ? (answer as unknown as Awaited<ReturnType<BankData['link']>>) : undefined);
    },
  };
}

export function createHttpSettlement(options: HttpProviderOptions): Settlement {
  const record = caller('settlement', 'recordings', options);
  const fund = caller('settlement', 'fundings', options);
  return {
    kind: 'http',
    record: async ({ idempotencyKey, ...body }) => {
      const answer = await record(idempotencyKey, body);
      const outcome = outcomeOf(['RECORDED', 'WAIT'] as const, answer);
      return checked('settlement', outcome && { ...outcome, ...(isObject(answer) && isText(answer.instrumentNumber) ? { instrumentNumber: answer.instrumentNumber } : {}) });
    },
    fund: async ({ idempotencyKey, ...body }) => {
      const answer = await fund(idempotencyKey, body);
      const ok = isObject(answer) && answer.outcome === 'FUNDED' && typeof answer.amount === 'number' && isText(answer.referenceId);
      return checked('settlement', ok ? { outcome: 'FUNDED' as const, amount: answer.amount as number, referenceId: answer.referenceId as string } : undefined);
    },
  };
}
