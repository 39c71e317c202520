// What start/app-summary shows, from the summary answer (contract: GET .../heloc/{uuid}/summary,
// every submitted flow's answers, sensitive fields masked to their last 4): one group per screen
// in the applicant's order, each answer as a label key and a display value. Pure, so it is tested
// without a browser.

import { answerRows } from '../../../core/flow/answer-rows';
import { shownNotes, type ShownNote } from '../../../core/flow/notes';
import type { Answers, Flow } from '../../../core/flow/types';
import { formatMoney } from '../../../core/offer/money';
import { formatPercent } from '../../../core/offer/view';

/** The screens a group edits, by flow id; a group without one (the offer) has no Edit link. */
export const EDIT_SCREENS: Record<string, string> = { contact: 'start/contact', hmda: 'start/hmda', profile: 'start/profile' };

const MASK = '••••';

/** The registration's answers (the summary answer's `registration`): first, and not editable here. */
export const REGISTRATION_GROUP = 'registration';

const ORDER = [REGISTRATION_GROUP, 'contact', 'hmda', 'profile', 'social', 'offer'];

/** A group's note under its heading (copy keys): the registration's says how to change it. */
const NOTES: Record<string, string> = { [REGISTRATION_GROUP]: 'summary.registrationNote' };

export interface SummaryRow {
  /** Dotted path of the answer in its flow (address.street1). */
  path: string;
  value: string | boolean | number;
  /** The label's copy key, from the answer's flow (its ui:title). */
  labelKey?: string;
  /** The value as copy keys (an enum's label, the boxes ticked), from the answer's flow. */
  valueKeys?: string[];
}

export interface SummaryGroup {
  id: string;
  editScreen: string | undefined;
  /** Copy key of a note under the heading. */
  noteKey?: string;
  rows: SummaryRow[];
  /** The flow's summaryNotes that hold for these answers (a co-owner named here signs too). */
  notes: ShownNote[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Answers kept for events whose screens are not reviewed here (the offer shows as its own group).
const HIDDEN = new Set(['select-offer', 'accept-offer', 'confirm-summary', 'submit-liens', 'link-income', 'upload-paystubs', 'upload-tax-returns', 'submit-identity-documents']);
// The offer's id is ours, not the applicant's: its term, fee and rate say the same in words.
const HIDDEN_OFFER_FIELDS = new Set(['offerId', 'id']);

/** The registration flow a summary answer names (`registration.flowId`), whose words its answers are shown in. */
export function registrationFlowId(body: unknown): string | undefined {
  return isRecord(body) && isRecord(body.registration) && typeof body.registration.flowId === 'string' ? body.registration.flowId : undefined;
}

/**
 * The groups of a summary answer (the server's: `{ answers: { <flow id>: {...} }, registration:
 * { flowId, answers }, selectedOffer, ssnLast4 }`; `flows` or a bare map are read too): what was
 * typed at registration first (in its flow's words), the offer last, the SSN as its last 4.
 */
export function summaryGroups(body: unknown, flowDefs: ReadonlyMap<string, Flow> = new Map()): SummaryGroup[] {
  if (!isRecord(body)) return [];
  const flows = isRecord(body.flows) ? body.flows : isRecord(body.answers) ? body.answers : body;
  const offer = isRecord(body.selectedOffer) ? body.selectedOffer : isRecord(body.offer) ? body.offer : undefined;
  const all: Record<string, unknown> = { ...flows };
  const registration = isRecord(body.registration) && isRecord(body.registration.answers) ? body.registration.answers : undefined;
  const registrationFlow = flowDefs.get(registrationFlowId(body) ?? '');
  delete all.registration;
  if (offer) all.offer = Object.fromEntries(Object.entries(offer).filter(([k]) => !HIDDEN_OFFER_FIELDS.has(k)));
  if (typeof body.ssnLast4 === 'string' && body.ssnLast4) all.social = { ...(isRecord(all.social) ? all.social : {}), ssn: `${MASK} ${body.ssnLast4}` };
  const ids = Object.keys(all).filter((id) => isRecord(all[id]) && !HIDDEN.has(id) && !['flows', 'answers', 'selectedOffer', 'registration'].includes(id));
  ids.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const registered: SummaryGroup[] = registration
    ? [{ id: REGISTRATION_GROUP, editScreen: undefined, noteKey: NOTES[REGISTRATION_GROUP], rows: registrationFlow ? flowRows(registrationFlow, registration as Answers) : rowsOf(registration), notes: [] }]
    : [];
  const groups = ids.map((id) => {
    const flow = flowDefs.get(id);
    const rows = flow ? flowRows(flow, all[id] as Answers) : rowsOf(all[id] as Record<string, unknown>);
    const notes = flow ? shownNotes(flow.summaryNotes, { answers: all[id] as Answers, context: {} }) : [];
    return { id, editScreen: EDIT_SCREENS[id], rows, notes };
  });
  return [...registered, ...groups].filter((g) => g.rows.length > 0);
}

/** A flow's answers in the flow's own words: its labels and its enum and box labels. */
function flowRows(flow: Flow, answers: Answers): SummaryRow[] {
  return answerRows(flow, answers).map((row) => {
    const path = row.pointer.slice(1).replace(/\//g, '.');
    return 'keys' in row.value
      ? { path, value: '', labelKey: row.labelKey, valueKeys: row.value.keys }
      : { path, value: typeof row.value.text === 'number' && !SENSITIVE.test(path) ? displayNumber(path, row.value.text) : maskSensitive(path, row.value.text), labelKey: row.labelKey };
  });
}

const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);

function rowsOf(answers: Record<string, unknown>, prefix = ''): SummaryRow[] {
  return Object.entries(answers).flatMap(([key, value]): SummaryRow[] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value === null || value === undefined || value === '') return [];
    if (isRecord(value)) return rowsOf(value, path);
    if (Array.isArray(value)) return value.length ? [{ path, value: value.map(String).join(', ') }] : [];
    if (typeof value === 'number' && !SENSITIVE.test(path)) return [{ path, value: displayNumber(path, value) }];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [{ path, value: maskSensitive(path, value) }];
    return [];
  });
}

// Numbers shown as money or a rate by their name: the offer's amount, an income, a payment.
const MONEY = /(amount|income|balance|payment|value)$/i;
const RATE = /(^|\.)(rate|originationFee)$/;

/** A number as the applicant reads it: '$50,000.00', '7.49%', or as it is. */
export function displayNumber(path: string, value: number): string {
  if (MONEY.test(path)) return formatMoney(value, 2);
  if (RATE.test(path) && value < 1) return formatPercent(value);
  return String(value);
}

// Answers that must never show in full, even if a server answer were to carry them unmasked.
const SENSITIVE = /(^|\.)(ssn|socialSecurityNumber|taxId|accountNumber|routingNumber)$/i;
const SECRET = /password/i;

/** A sensitive answer shows as '•••• 1234' (its last 4); the server masks first, this is a second guard. */
export function maskSensitive(path: string, value: string | number | boolean): string | number | boolean {
  if (SECRET.test(path)) return MASK; // not even its last 4
  if (!SENSITIVE.test(path) || typeof value === 'boolean') return value;
  const digits = String(value).replace(/[^0-9A-Za-z]/g, '');
  if (String(value).includes('•') || String(value).includes('*')) return String(value); // already masked
  return `${MASK} ${digits.slice(-4)}`;
}

/** 'monthlyHousingPayment' → 'Monthly housing payment': the label when copy has none for the field. */
export function humanise(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
