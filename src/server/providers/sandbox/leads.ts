// The lead portal's sandbox: loan originators and referrals are data (leads.json), checked at load
// against the API schemas the lead-portal routes answer with, so a typo fails the start instead of
// reaching an applicant.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateApiLoanOriginator, validateApiReferral } from '../../../generated/validators/schemas';
import type { LeadPortal, LoanOriginator, ReferralRecord } from '../types';

export const LEADS_FILE = fileURLToPath(new URL('./leads.json', import.meta.url));

interface OriginatorEntry {
  organizationCode: string;
  licensedStates: string[];
  originator: LoanOriginator;
}

interface Leads {
  loanOriginators: OriginatorEntry[];
  referrals: ReferralRecord[];
}

export function createSandboxLeadPortal(file: string = LEADS_FILE): LeadPortal {
  const leads = parseLeads(JSON.parse(readFileSync(file, 'utf8')), file);
  const entry = (uuid: string, orgCode: string) =>
    leads.loanOriginators.find((e) => e.originator.uuid === uuid && e.organizationCode === orgCode);
  // Copies, so a caller changing an answer cannot change the next one.
  return {
    kind: 'sandbox',
    getLoanOriginator: async (uuid, orgCode) => structuredClone(entry(uuid, orgCode)?.originator),
    getLicensedStates: async (uuid, orgCode) => structuredClone(entry(uuid, orgCode)?.licensedStates),
    getReferral: async (uuid) => structuredClone(leads.referrals.find((r) => r.referral.uuid === uuid)),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStateList = (value: unknown) => Array.isArray(value) && value.every((s) => typeof s === 'string' && /^[A-Z]{2}$/.test(s));

/** Checks the leads file; throws one Error listing every problem as file#pointer: rule. */
export function parseLeads(json: unknown, file = 'leads.json'): Leads {
  const problems: string[] = [];
  const check = (ok: boolean, at: string, rule: string) => {
    if (!ok) problems.push(`${file}#${at}: ${rule}`);
  };
  const { loanOriginators, referrals } = isObject(json) ? json : {};
  check(Array.isArray(loanOriginators), '/loanOriginators', 'must be a list');
  check(Array.isArray(referrals), '/referrals', 'must be a list');
  (Array.isArray(loanOriginators) ? loanOriginators : []).forEach((e: unknown, i) => {
    const at = `/loanOriginators/${i}`;
    const row = isObject(e) ? e : {};
    check(typeof row.organizationCode === 'string' && row.organizationCode !== '', `${at}/organizationCode`, 'an organisation code');
    check(isStateList(row.licensedStates), `${at}/licensedStates`, 'a list of two-letter state codes');
    check(validateApiLoanOriginator(row.originator), `${at}/originator`, 'must match schemas/api/loan-originator');
  });
  (Array.isArray(referrals) ? referrals : []).forEach((r: unknown, i) => {
    const row = isObject(r) ? r : {};
    check(typeof row.status === 'string' && /^[A-Z_]+$/.test(row.status), `/referrals/${i}/status`, 'a status such as OPEN');
    check(validateApiReferral(row.referral), `/referrals/${i}/referral`, 'must match schemas/api/referral');
  });
  if (problems.length > 0) throw new Error(`Invalid sandbox leads:\n- ${problems.join('\n- ')}`);
  return json as unknown as Leads;
}
