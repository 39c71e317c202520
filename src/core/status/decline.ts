// The statement of specific reasons of an adverse-action notice (Reg B, 12 CFR 1002.9(a)(2)(i)),
// built from the decline reasons the server keeps on the application (the eligibility step's
// reason codes, src/core/strategies/registry.ts `reasons`, and the pricing step's LINE_BELOW_MINIMUM). Each
// code names where its facts came from, because a decline based even in part on a consumer report
// needs the FCRA 615(a) disclosure (15 U.S.C. 1681m(a)) and one based on other facts does not.
export type ReasonSource = 'creditReport' | 'application' | 'propertyRecords';

export const declineReasonSources = {
  STATE_NOT_ELIGIBLE: 'application',
  RECENT_PURCHASE_OR_TITLE_TRANSFER: 'propertyRecords',
  UNDER_MINIMUM_AGE: 'application',
  // The last HELOC's opening date is read from the credit report.
  RECENT_HELOC: 'creditReport',
  // Equity is the home's value less the lien balances the credit report lists.
  CLTV_TOO_HIGH: 'creditReport',
  // Monthly obligations are the credit report's.
  DTI_TOO_HIGH: 'creditReport',
  CREDIT_SCORE_TOO_LOW: 'creditReport',
  // The rental-dscr strategy's own (src/core/strategies/rental-dscr.ts): the property's occupancy,
  // rent and costs as the applicant, the lease and the valuation gave them.
  OCCUPANCY_NOT_INVESTMENT: 'application',
  RENT_UNKNOWN: 'application',
  PROPERTY_COSTS_UNKNOWN: 'application',
  DSCR_TOO_LOW: 'application',
  // No line reaches the minimum once equity (credit report liens) and income limits apply.
  LINE_BELOW_MINIMUM: 'creditReport',
} as const satisfies Record<string, ReasonSource>;

export type DeclineReason = keyof typeof declineReasonSources;

/** A code the web app has no text for still gives the applicant a reason, never an empty list. */
export const OTHER_REASON = 'OTHER';

export interface DeclineNotice {
  /** Copy keys below `decline.reasons.`, in the server's order, without repeats. */
  reasons: Array<DeclineReason | typeof OTHER_REASON>;
  /** True when the FCRA 615(a) disclosure is owed (any reason rests on the credit report). */
  creditReportUsed: boolean;
}

const isKnown = (code: string): code is DeclineReason => Object.hasOwn(declineReasonSources, code);

export function declineNotice(codes: readonly string[] | null | undefined): DeclineNotice {
  const mapped = (codes ?? []).map((code): DeclineNotice['reasons'][number] => (isKnown(code) ? code : OTHER_REASON));
  const reasons: DeclineNotice['reasons'] = mapped.length > 0 ? [...new Set(mapped)] : [OTHER_REASON];
  // An unknown code may rest on anything, the credit report included: disclose rather than omit.
  const creditReportUsed = reasons.some((r) => r === OTHER_REASON || declineReasonSources[r] === 'creditReport');
  return { reasons, creditReportUsed };
}

/** A line of the notice: a copy text, or an address of copy texts and literal lines. */
export type NoticeLine = { key: string; params?: Record<string, unknown> } | { address: Array<{ key: string } | { text: string }> };

/** A part of the notice under its heading; `list`: its lines are the reasons, shown as a list. */
export interface NoticePart {
  id: string;
  headingKey: string;
  lines: NoticeLine[];
  list?: boolean;
}

/**
 * The notice's parts in order, the same for the error/decline screen and its PDF: the reasons, the
 * creditor, the ECOA notice and, when a credit report was used, the FCRA 615(a) disclosure with
 * the score the decision used.
 */
export function declineNoticeParts(notice: DeclineNotice, creditor: { companyName: string; lenderAddress: string }, score: number | null | undefined): NoticePart[] {
  const parts: NoticePart[] = [
    { id: 'decline-reasons', headingKey: 'decline.reasonsHeading', list: true, lines: notice.reasons.map((reason) => ({ key: `decline.reasons.${reason}` })) },
    {
      id: 'decline-creditor',
      headingKey: 'decline.creditorHeading',
      // Brands' lender addresses start with the company's name: not said twice.
      lines: [
        { key: 'decline.creditorIntro' },
        { address: (creditor.lenderAddress.startsWith(creditor.companyName) ? [creditor.lenderAddress] : [creditor.companyName, creditor.lenderAddress]).map((text) => ({ text })) },
      ],
    },
    { id: 'decline-ecoa', headingKey: 'decline.ecoaHeading', lines: [{ key: 'decline.ecoa' }] },
  ];
  if (notice.creditReportUsed) {
    parts.push({
      id: 'decline-fcra',
      headingKey: 'decline.fcraHeading',
      lines: [
        { key: 'decline.fcraUsed' },
        { key: 'decline.bureauLabel' },
        { address: [{ key: 'decline.bureau.name' }, { key: 'decline.bureau.address' }, { key: 'decline.bureau.phone' }] },
        { key: 'decline.fcraNotDecided' },
        { key: 'decline.fcraFreeCopy' },
        { key: 'decline.fcraDispute' },
        ...(typeof score === 'number' ? [{ key: 'decline.score', params: { score } }] : []),
      ],
    });
  }
  return parts;
}
