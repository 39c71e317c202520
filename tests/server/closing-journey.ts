// Drives an application from NOTE_SIGNING to funding over HTTP, the way the closing screens do,
// with the sandbox's closing clock moved forward instead of waiting (Api: inject or a real server).
import { abaCheckDigit } from '../../src/core/bank/aba';
import { isBankingBusinessDay, isWithinEnotaryHours, zonedDate, zonedParts } from '../../src/core/calendar/business-days';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { SANDBOX_QUIZ_ANSWERS } from '../../src/server/providers/sandbox/closing-sandbox';
import { send, statusOf, type Api, type StatusAnswer } from './journey';

/** Typed account numbers nobody else uses: no answer, log or table may hold them in clear. */
export const CANARY_ACCOUNT = '73920164850317';
export const CANARY_ROUTING = `26148073${abaCheckDigit('26148073')}`;
/** Where the applicant is when the eNotary session completes (the browser's location, rounded). */
export const NOTARY_LOCATION = { latitude: 37.775, longitude: -122.419, accuracyMeters: 35 };

/** An SSN nobody else uses (valid in form, not ending 9999): given on credit/social, then never shown again. */
export const CANARY_SSN = '587-31-6204';
export const typedAccount = { accountType: 'CHECKING', routingNumber: CANARY_ROUTING, accountNumber: CANARY_ACCOUNT, accountNumberConfirm: CANARY_ACCOUNT };

export async function waitFor(api: Api, uuid: string, wanted: string | string[], timeoutMs = 30_000): Promise<StatusAnswer> {
  const list = [wanted].flat();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await statusOf(api, uuid);
    if (list.includes(answer.status)) return answer;
    if (Date.now() > deadline) throw new Error(`${uuid} stayed at ${answer.status}, not ${list.join(' or ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The note signed through the sandbox (until the signing screens send it). */
export async function signNote(api: Api, uuid: string): Promise<void> {
  const reply = await api.post(closingRoutes.sandboxSignNote.path({ uuid }), {});
  if (reply.status !== 200) throw new Error(`sign-note refused: ${reply.status} ${JSON.stringify(reply.body)}`);
}

/** Moves the application's closing clock forward; answers its new time. */
export async function advanceClock(api: Api, uuid: string, hours: number): Promise<Date> {
  const reply = await api.post(closingRoutes.sandboxClock.path({ uuid }), { hours });
  if (reply.status !== 200) throw new Error(`clock refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return new Date((reply.body as { now: string }).now);
}

/** Whole hours from `now` to the first time at 10 am Pacific (on the hour) where `ok` holds. */
export function hoursUntil(now: Date, ok: (at: Date) => boolean): number {
  const startOfHour = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  for (let h = 0; h < 24 * 30; h++) {
    const at = new Date(startOfHour.getTime() + h * 3_600_000);
    if (zonedParts(at).hour === 10 && ok(at)) return (at.getTime() - now.getTime()) / 3_600_000;
  }
  throw new Error('no such time within 30 days');
}

/** To 10 am Pacific on a day the eNotary works (Monday to Saturday). */
export async function toEnotaryHours(api: Api, uuid: string): Promise<Date> {
  const now = await advanceClock(api, uuid, 0);
  return advanceClock(api, uuid, hoursUntil(now, isWithinEnotaryHours));
}

/** To 10 am Pacific on a banking business day after `after`. */
export async function toBankingDayAfter(api: Api, uuid: string, after: Date): Promise<Date> {
  const now = await advanceClock(api, uuid, 0);
  return advanceClock(api, uuid, hoursUntil(now, (at) => at.getTime() > after.getTime() && isBankingBusinessDay(zonedDate(at))));
}

/** NOTE_SIGNING → the deed notarised by the eNotary → DISBURSEMENT_ACCOUNT. */
export async function notariseOnline(api: Api, uuid: string): Promise<StatusAnswer> {
  await signNote(api, uuid);
  await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
  await toEnotaryHours(api, uuid);
  await send(api, uuid, 'START_ENOTARY');
  const session = await api.post(closingRoutes.notarySession.path({ uuid }), {});
  if (session.status !== 200) throw new Error(`session refused: ${session.status} ${JSON.stringify(session.body)}`);
  const { sessionId } = session.body as { sessionId: string };
  await send(api, uuid, 'COMPLETE_ENOTARY', { sessionId, quizAnswers: SANDBOX_QUIZ_ANSWERS, location: NOTARY_LOCATION });
  return waitFor(api, uuid, ['DISBURSEMENT_ACCOUNT', 'NOTARY_ERROR']);
}

/** NOTE_SIGNING → a manual notary reserved for its first slot, who signs an hour later → DISBURSEMENT_ACCOUNT. */
export async function notariseInPerson(api: Api, uuid: string): Promise<StatusAnswer> {
  await signNote(api, uuid);
  await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
  await send(api, uuid, 'REQUEST_MANUAL_NOTARY', { feeAccepted: true });
  const slots = await api.get(closingRoutes.notarySlots.path({ uuid }));
  const slot = (slots.body as { slots: Array<{ slotId: string; startsAt: string }> }).slots[0]!;
  await send(api, uuid, 'RESERVE_NOTARY', { slotId: slot.slotId });
  await waitFor(api, uuid, 'WAITING_FOR_MANUAL_NOTARY');
  const now = await advanceClock(api, uuid, 0);
  await advanceClock(api, uuid, (new Date(slot.startsAt).getTime() - now.getTime()) / 3_600_000 + 2);
  return waitFor(api, uuid, 'DISBURSEMENT_ACCOUNT');
}

/** DISBURSEMENT_ACCOUNT → an account linked (the first one) or typed, autopay chosen and confirmed. */
export async function giveAccounts(api: Api, uuid: string, how: 'linked' | 'typed', paymentMethod: 'AUTOPAY' | 'MANUAL' = 'AUTOPAY'): Promise<StatusAnswer> {
  if (how === 'linked') {
    const link = await api.post(closingRoutes.bankLinks.path({ uuid }), {});
    if (link.status !== 201) throw new Error(`link refused: ${link.status} ${JSON.stringify(link.body)}`);
    const { linkId, accounts } = link.body as { linkId: string; accounts: Array<{ accountId: string }> };
    await send(api, uuid, 'LINK_DISBURSE_ACCOUNT', { linkId, accountId: accounts[0]!.accountId });
  } else {
    await send(api, uuid, 'ADD_DISBURSE_ACCOUNT', typedAccount);
  }
  await send(api, uuid, 'CHOOSE_PAYMENT', { paymentMethod, confirmed: true });
  return waitFor(api, uuid, ['RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'COMPLETE']);
}

/** The rescission's end from the closing view. */
export async function rescissionEnd(api: Api, uuid: string): Promise<Date> {
  const view = (await api.get(closingRoutes.closing.path({ uuid }))).body as { rescission: { endsAt: string } | null };
  if (!view.rescission) throw new Error('no rescission');
  return new Date(view.rescission.endsAt);
}
