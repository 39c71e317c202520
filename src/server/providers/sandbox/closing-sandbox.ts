// The sandbox's closing providers: a notary (documents, open slots, an eNotary video session with
// an identity quiz), a bank-data provider (accounts with made-up numbers that pass the ABA
// checksum) and settlement (recording; funding to a bank account or the exchange account).
// Deterministic from the persona table and the application; every call that acts goes through the ledger, so a retried call acts once.
import { createHash } from 'node:crypto';
import { abaCheckDigit, isAbaRoutingNumber } from '../../../core/bank/aba';
import { addBusinessDays, isBankingBusinessDay, isoDateOf, zonedDate, zonedInstant } from '../../../core/calendar/business-days';
import type { Db } from '../../store/db';
import type { BankData, LinkedAccount, Notary, QuizQuestion, Settlement } from '../closing-types';
import { matchPersonas, overlay } from './answers';
import { answerOnce } from './ledger';
import { ProviderError } from '../types';
import type { Persona } from './personas';

export const SANDBOX_NOTARY_VIDEO_PATH = '/sandbox/notary/video';
const NOTARY_NAME = 'Sandbox Notary Services';

/** The identity quiz of every sandbox session; the right answers are the first choice of each. */
export const SANDBOX_QUIZ: QuizQuestion[] = [
  {
    id: 'street',
    question: 'Which of these streets have you lived on?',
    choices: [
      { id: 'main-st', label: 'Main St' },
      { id: 'elm-ave', label: 'Elm Ave' },
      { id: 'none', label: 'None of these' },
    ],
  },
  {
    id: 'lender',
    question: 'Which of these lenders holds a loan in your name?',
    choices: [
      { id: 'sandbox-mortgage', label: 'Sandbox Mortgage Co.' },
      { id: 'example-auto', label: 'Example Auto Finance' },
      { id: 'none', label: 'None of these' },
    ],
  },
];
export const SANDBOX_QUIZ_ANSWERS: Record<string, string> = Object.fromEntries(SANDBOX_QUIZ.map((q) => [q.id, q.choices[0]!.id]));

const digitsOf = (seed: string, count: number) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return [...hex].map((c) => String(parseInt(c, 16) % 10)).join('').slice(0, count);
};

/** A routing number passing the ABA checksum, stable per seed. */
export function sandboxRoutingNumber(seed: string): string {
  const first8 = `0${digitsOf(`routing:${seed}`, 7)}`;
  return `${first8}${abaCheckDigit(first8)}`;
}

export function createSandboxClosingProviders(
  db: Pick<Db, 'query'>,
  personas: Persona[],
  pause: (matched: Persona[]) => Promise<void> = async () => {},
): { notary: Notary; bankData: BankData; settlement: Settlement } {
  const matchedOf = (lastName: string) => matchPersonas(personas, { lastName, street1: '' });
  return {
    notary: {
      kind: 'sandbox',
      async prepare(request) {
        const answer = overlay(matchedOf(request.applicant.lastName), 'notary');
        return answerOnce(db, 'notary', request, () => ({ outcome: answer.documents ?? 'READY' }));
      },
      async openSlots(request) {
        const count = overlay(matchedOf(request.applicant.lastName), 'notary').slots ?? 6;
        // Two a day (10 am and 2 pm Pacific) on the banking days after `from`.
        const slots = [];
        let day = zonedDate(new Date(request.from));
        while (slots.length < count) {
          day = addBusinessDays(day, 1, isBankingBusinessDay);
          for (const hour of [10, 14]) {
            if (slots.length < count) slots.push({ slotId: `slot-${isoDateOf(day)}-${hour}`, startsAt: zonedInstant(day, hour).toISOString(), notaryName: NOTARY_NAME });
          }
        }
        return slots;
      },
      async startSession(request) {
        return answerOnce(db, 'notary', request, () => {
          const sessionId = `enotary-${digitsOf(request.idempotencyKey, 12)}`;
          return { sessionId, videoUrl: `${SANDBOX_NOTARY_VIDEO_PATH}/${sessionId}`, quiz: SANDBOX_QUIZ };
        });
      },
      async completeSession(request) {
        const persona = overlay(matchedOf(request.applicant.lastName), 'notary');
        const right = SANDBOX_QUIZ.every((q) => request.quizAnswers[q.id] === SANDBOX_QUIZ_ANSWERS[q.id]);
        return answerOnce(db, 'notary', request, () => ({ outcome: persona.session === 'FAILED' || !right ? ('FAILED' as const) : ('SIGNED' as const) }));
      },
      async manualStatus(request) {
        // The notary signs at the slot; the sandbox reports it an hour after the slot starts.
        const signed = new Date(request.now).getTime() >= new Date(request.startsAt).getTime() + 3_600_000;
        return { outcome: signed ? 'SIGNED' : 'PENDING' };
      },
    },
    bankData: {
      kind: 'sandbox',
      async link(request) {
        const outcome = overlay(matchedOf(request.applicant.lastName), 'bankData').outcome ?? 'ACCOUNTS';
        if (outcome === 'NO_ACCOUNTS') return { institution: 'Sandbox Bank', accounts: [] };
        const routing = outcome === 'NO_ROUTING' ? {} : { routingNumber: sandboxRoutingNumber(request.applicationUuid) };
        const accounts: LinkedAccount[] = [
          { accountId: 'checking', name: 'Everyday Checking', accountType: 'CHECKING', accountNumber: `4${digitsOf(`checking:${request.applicationUuid}`, 11)}`, ...routing },
          { accountId: 'savings', name: 'Rainy Day Savings', accountType: 'SAVINGS', accountNumber: `7${digitsOf(`savings:${request.applicationUuid}`, 11)}`, ...routing },
        ];
        return { institution: 'Sandbox Bank', accounts };
      },
    },
    settlement: {
      kind: 'sandbox',
      async record(request) {
        // The Slow persona (by address) waits here too: kill tests land inside recording and funding.
        await pause(matchPersonas(personas, { street1: request.address.street1 }));
        return answerOnce(db, 'settlement', request, () => ({ outcome: 'RECORDED' as const, instrumentNumber: `SBX-${digitsOf(request.idempotencyKey, 8)}` }));
      },
      async fund(request) {
        // Either destination settles: a bank account by its numbers (a routing number failing the
        // ABA checksum is refused, as a bank would), or the exchange account, which needs none.
        const { destination } = request;
        if (destination.kind === 'BANK_ACCOUNT' && !isAbaRoutingNumber(destination.routingNumber)) {
          throw new ProviderError('settlement: the bank account has no valid routing number', { provider: 'settlement', failure: 'http_status', status: 422, retryable: false });
        }
        const prefix = destination.kind === 'EXCHANGE_ACCOUNT' ? 'XFER' : 'FUND';
        const answer = await answerOnce(db, 'settlement', request, () => ({ outcome: 'FUNDED' as const, amount: request.amount, referenceId: `${prefix}-${digitsOf(request.idempotencyKey, 10)}` }));
        // The Slow persona waits after the money has gone out: a kill then lands between the
        // provider's funding and our commit, the case the idempotency key exists for.
        await pause(matchPersonas(personas, { street1: request.address.street1 }));
        return answer;
      },
    },
  };
}
