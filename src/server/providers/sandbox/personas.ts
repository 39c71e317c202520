// The persona table is data (personas.json): a new persona is an edit there, checked here at load
// so a typo fails the start instead of answering something nobody meant.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toPlainDate } from '../../../core/logic/dates';
import { BPO_OUTCOMES, CLOSING_OUTCOMES, ESIGN_OUTCOMES, PROPERTY_CONDITIONS } from '../application-types';
import type { BpoResult, ClosingResult, EsignEnvelopeResult, CreditOutcome, EmploymentVerification, HardCreditReport, IdentityCheckOutcome, IncomeOutcome, PropertyOutcome, ValuationOutcome } from '../types';

/** 'YYYY-MM-DD', or a number of days before the sandbox clock's today. */
export type DateAnswer = string | { daysAgo: number };

export interface CreditFields {
  outcome?: CreditOutcome;
  creditScore?: number;
  monthlyDebt?: number;
  lienBalance?: number;
  lastHelocOpenedDate?: DateAnswer;
  /** The file supports the line only on assets (pricing's ASSETS outcome). */
  assetDepletion?: boolean;
}

export interface CreditAnswer extends CreditFields {
  /** Replaces fields when the pull carries the applicant's SSN (credit/social). */
  withSsn?: CreditFields;
  /** Replaces fields when the SSN ends with the key's four digits (after withSsn). */
  ssnEnding?: Record<string, CreditFields>;
  /** Replaces fields on a later pull for the same application (the file was unfrozen meanwhile). */
  later?: CreditFields;
}

export interface LiabilityAnswer {
  creditor: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
}

export interface HardCreditAnswer {
  outcome?: HardCreditReport['outcome'];
  creditScore?: number;
  delinquent?: boolean;
  liabilities?: LiabilityAnswer[];
  /** A lien pre-qualification did not see changes the line's lien position (hardCredit's REQUALIFY). */
  lienPositionChanged?: boolean;
}

export interface IncomeFields {
  outcome?: IncomeOutcome;
  /** Verified income as a share of the stated income (REDUCED: below 1). */
  verifiedShare?: number;
}

export interface IncomeAnswer extends IncomeFields {
  /** Replaces fields when the applicant uploaded pay stubs instead of linking an account. */
  withPaystubs?: IncomeFields;
}

export interface ClosingAnswer {
  outcome?: ClosingResult['outcome'];
  /** Replaces the outcome on a later call for the same application (the documents got ready meanwhile). */
  later?: { outcome?: ClosingResult['outcome'] };
}

export interface NotaryAnswer {
  documents?: 'READY' | 'ATTORNEY_REVIEW';
  /** SIGNED when the quiz is answered right; FAILED fails every session. */
  session?: 'SIGNED' | 'FAILED';
  /** How many open slots a manual notary offers (0: none). */
  slots?: number;
}

export interface IdentityAnswer {
  outcome?: IdentityCheckOutcome;
  /** Replaces the outcome on a later check for the same application (a reviewer decided meanwhile). */
  later?: { outcome?: IdentityCheckOutcome };
}

export interface PropertyAnswer {
  outcome?: PropertyOutcome;
  ownerNames?: string[];
  lastTransferDate?: DateAnswer;
}

export interface ValuationAnswer {
  outcome?: ValuationOutcome;
  value?: number;
  confidence?: number;
  /** The monthly rent estimate as a share of the value (0.005: $3,250 on $650,000); 0: no estimate. */
  rentToValue?: number;
}

export interface PersonaMatch {
  lastName?: string;
  street1Contains?: string;
}

export interface Persona {
  name: string;
  match: PersonaMatch;
  description: string;
  expectedStatus: string;
  credit?: CreditAnswer;
  property?: PropertyAnswer;
  valuation?: ValuationAnswer;
  hardCredit?: HardCreditAnswer;
  income?: IncomeAnswer;
  employment?: { outcome?: EmploymentVerification['outcome'] };
  identity?: IdentityAnswer;
  bpo?: { outcome?: BpoResult['outcome']; value?: number; condition?: BpoResult['condition'] };
  closing?: ClosingAnswer;
  /** The notary: its documents, the eNotary session's outcome, open slots of a manual notary. */
  notary?: NotaryAnswer;
  /** The bank-data link: accounts found, with or without routing numbers, or none. */
  bankData?: { outcome?: 'ACCOUNTS' | 'NO_ROUTING' | 'NO_ACCOUNTS' };
  esign?: { outcome?: EsignEnvelopeResult['outcome']; later?: { outcome?: EsignEnvelopeResult['outcome'] } };
  /** Every call of this persona waits the sandbox's slowMs before answering. */
  slow?: boolean;
  /** Every call of this persona waits past the provider's timeout while the sandbox's outage lasts. */
  unreachable?: boolean;
}

export const PERSONAS_FILE = fileURLToPath(new URL('./personas.json', import.meta.url));

export function loadPersonas(file: string = PERSONAS_FILE): Persona[] {
  return parsePersonas(JSON.parse(readFileSync(file, 'utf8')), file);
}

type Check = [test: (value: unknown) => boolean, rule: string];

/** The sections of the providers after the offer (application-types.ts). */
export const APPLICATION_SECTIONS = ['hardCredit', 'income', 'employment', 'identity', 'bpo', 'closing', 'esign', 'notary', 'bankData'] as const;

const oneOf = (...values: string[]): Check => [(v) => values.includes(v as string), `one of ${values.join(', ')}`];
const amount: Check = [(v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a number >= 0'];
const text: Check = [(v) => typeof v === 'string' && v.trim() !== '', 'a non-empty string'];
const date: Check = [isDateAnswer, `'YYYY-MM-DD' or { "daysAgo": n } with n a whole number >= 0`];

const score: Check = [(v) => Number.isInteger(v) && (v as number) >= 300 && (v as number) <= 850, 'a whole number 300 to 850'];
const CREDIT_FIELDS: Record<string, Check> = {
  outcome: oneOf('MATCH', 'NO_MATCH', 'NO_MATCH_SSN', 'FROZEN'),
  creditScore: score,
  monthlyDebt: amount,
  lienBalance: amount,
  lastHelocOpenedDate: date,
  assetDepletion: [(v) => typeof v === 'boolean', 'true or false'],
};
const INCOME_FIELDS: Record<string, Check> = {
  outcome: oneOf('VERIFIED', 'NEEDS_EMPLOYER', 'REDUCED', 'FAILED'),
  verifiedShare: [(v) => typeof v === 'number' && v > 0 && v <= 1, 'a number above 0 up to 1'],
};
const IDENTITY_OUTCOME = oneOf('VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW', 'PIN_REVIEW');
const LIABILITY_FIELDS: Record<string, Check> = { creditor: text, monetaryBalance: amount, monetaryCalculatedNextPaymentMinimumAmount: amount };

/** An object whose fields each pass `checks` (e.g. the overlay of a later call). */
const fieldsOf = (checks: Record<string, Check>): Check => [
  (v) => isObject(v) && Object.entries(v).every(([key, field]) => checks[key]?.[0](field) === true),
  `an object of ${Object.keys(checks).join(', ')}`,
];

const FIELDS: Record<string, Record<string, Check>> = {
  credit: {
    ...CREDIT_FIELDS,
    withSsn: fieldsOf(CREDIT_FIELDS),
    ssnEnding: [
      (v) => isObject(v) && Object.entries(v).every(([digits, answer]) => /^\d{4}$/.test(digits) && fieldsOf(CREDIT_FIELDS)[0](answer)),
      'an object from four digits to credit fields',
    ],
    later: fieldsOf(CREDIT_FIELDS),
  },
  hardCredit: {
    outcome: oneOf('MATCH', 'FROZEN'),
    creditScore: score,
    delinquent: [(v) => typeof v === 'boolean', 'true or false'],
    lienPositionChanged: [(v) => typeof v === 'boolean', 'true or false'],
    liabilities: [
      (v) => Array.isArray(v) && v.every((l) => fieldsOf(LIABILITY_FIELDS)[0](l) && Object.keys(LIABILITY_FIELDS).every((k) => k in (l as object))),
      'a list of { creditor, monetaryBalance, monetaryCalculatedNextPaymentMinimumAmount }',
    ],
  },
  income: { ...INCOME_FIELDS, withPaystubs: fieldsOf(INCOME_FIELDS) },
  employment: { outcome: oneOf('VERIFIED', 'FAILED') },
  identity: { outcome: IDENTITY_OUTCOME, later: fieldsOf({ outcome: IDENTITY_OUTCOME }) },
  bpo: { outcome: oneOf(...BPO_OUTCOMES), value: amount, condition: oneOf(...PROPERTY_CONDITIONS) },
  closing: { outcome: oneOf(...CLOSING_OUTCOMES), later: fieldsOf({ outcome: oneOf(...CLOSING_OUTCOMES) }) },
  notary: {
    documents: oneOf('READY', 'ATTORNEY_REVIEW'),
    session: oneOf('SIGNED', 'FAILED'),
    slots: [(v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 12, 'a whole number 0 to 12'],
  },
  bankData: { outcome: oneOf('ACCOUNTS', 'NO_ROUTING', 'NO_ACCOUNTS') },
  esign: { outcome: oneOf(...ESIGN_OUTCOMES), later: fieldsOf({ outcome: oneOf(...ESIGN_OUTCOMES) }) },
  property: {
    outcome: oneOf('FOUND', 'NONE', 'MULTIPLE'),
    ownerNames: [(v) => Array.isArray(v) && v.length > 0 && v.every(text[0]), 'a non-empty list of names'],
    lastTransferDate: date,
  },
  valuation: {
    outcome: oneOf('VALUE', 'NO_AVM'),
    value: amount,
    confidence: [(v) => typeof v === 'number' && v >= 0 && v <= 1, 'a number 0 to 1'],
    rentToValue: [(v) => typeof v === 'number' && v >= 0 && v <= 0.05, 'a number 0 to 0.05'],
  },
  match: { lastName: text, street1Contains: text },
  row: {
    name: text,
    match: [isObject, 'an object'],
    description: text,
    expectedStatus: [(v) => typeof v === 'string' && /^[A-Z][A-Z0-9_]*$/.test(v), 'a status such as DECLINED'],
    credit: [isObject, 'an object'],
    property: [isObject, 'an object'],
    valuation: [isObject, 'an object'],
    ...Object.fromEntries(APPLICATION_SECTIONS.map((section) => [section, [isObject, 'an object'] as Check])),
    slow: [(v) => typeof v === 'boolean', 'true or false'],
    unreachable: [(v) => typeof v === 'boolean', 'true or false'],
  },
};

// The default row answers every call, so it must be a complete positive answer for overlays to
// stay complete.
const DEFAULT_NEEDS: Record<string, Record<string, unknown>> = {
  credit: { outcome: 'MATCH', creditScore: 'a number', monthlyDebt: 'a number', lienBalance: 'a number' },
  property: { outcome: 'FOUND', ownerNames: 'a list' },
  valuation: { outcome: 'VALUE', value: 'a number' },
  hardCredit: { outcome: 'MATCH', creditScore: 'a number' },
  income: { outcome: 'VERIFIED' },
  employment: { outcome: 'VERIFIED' },
  identity: { outcome: 'VERIFIED' },
  bpo: { outcome: 'VALUE', value: 'a number' },
  closing: { outcome: 'READY' },
  notary: { documents: 'READY', session: 'SIGNED', slots: 'a number' },
  bankData: { outcome: 'ACCOUNTS' },
  esign: { outcome: 'COMPLETED' },
};

/** Checks the persona table; throws one Error listing every problem as file#pointer: rule. */
export function parsePersonas(json: unknown, file = 'personas.json'): Persona[] {
  const problems: string[] = [];
  const rows = isObject(json) ? json.personas : undefined;
  if (!Array.isArray(rows)) {
    problems.push('/personas: must be a list of personas');
  } else {
    rows.forEach((row, i) => checkRow(row, `/personas/${i}`, problems));
    checkTable(rows, problems);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid sandbox personas:\n- ${problems.map((p) => `${file}#${p}`).join('\n- ')}`);
  }
  return rows as Persona[];
}

function checkRow(row: unknown, at: string, problems: string[]): void {
  if (!isObject(row)) {
    problems.push(`${at}: must be an object`);
    return;
  }
  checkFields(row, FIELDS.row!, at, problems);
  for (const required of ['name', 'match', 'description', 'expectedStatus']) {
    if (row[required] === undefined) problems.push(`${at}/${required}: is required`);
  }
  for (const section of ['match', 'credit', 'property', 'valuation', ...APPLICATION_SECTIONS]) {
    const value = row[section];
    if (isObject(value)) checkFields(value, FIELDS[section]!, `${at}/${section}`, problems);
  }
  if (isObject(row.match) && Object.keys(row.match).length > 1) {
    problems.push(`${at}/match: give one of lastName or street1Contains (personas combine by themselves)`);
  }
}

function checkFields(value: Record<string, unknown>, checks: Record<string, Check>, at: string, problems: string[]): void {
  for (const [key, field] of Object.entries(value)) {
    const check = checks[key];
    if (!check) problems.push(`${at}/${key}: is not a known field (known: ${Object.keys(checks).join(', ')})`);
    else if (!check[0](field)) problems.push(`${at}/${key}: must be ${check[1]}`);
  }
}

function checkTable(rows: unknown[], problems: string[]): void {
  const named = rows.filter(isObject);
  const names = named.map((row) => row.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) problems.push(`/personas/${i}/name: "${String(name)}" is used twice`);
  });
  const defaults = named.filter((row) => isObject(row.match) && Object.keys(row.match).length === 0);
  if (defaults.length !== 1) {
    problems.push(`/personas: needs exactly one default row (match {}), found ${defaults.length}`);
    return;
  }
  const at = `/personas/${rows.indexOf(defaults[0])}`;
  for (const [section, needs] of Object.entries(DEFAULT_NEEDS)) {
    const answer = defaults[0]![section];
    for (const [key, need] of Object.entries(needs)) {
      const value = isObject(answer) ? answer[key] : undefined;
      const ok = key === 'outcome' ? value === need : value !== undefined;
      if (!ok) problems.push(`${at}/${section}/${key}: the default row must answer ${String(need)}`);
    }
  }
}

function isDateAnswer(value: unknown): boolean {
  if (typeof value === 'string') return toPlainDate(value) !== null;
  if (!isObject(value) || Object.keys(value).length !== 1) return false;
  return Number.isInteger(value.daysAgo) && (value.daysAgo as number) >= 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
