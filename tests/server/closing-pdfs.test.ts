// The closing documents as PDFs (issue 14): the agreement, the Truth in Lending disclosures with the
// chosen offer's figures, the E-SIGN consent with its code, and two copies of the notice of the
// right to cancel only for a principal dwelling; read back with pdf.js, as the viewer does.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { formatMoney } from '../../src/core/offer/money';
import { formatPercent } from '../../src/core/offer/view';
import { createOfferSet } from '../../src/core/offer/pricing';
import type { Offer } from '../../src/generated/types/offer-set';
import type { Pricing } from '../../src/generated/types/pricing';
import defaultPricingJson from '../fixtures/pricing/default.json';
import { generateClosingPdfs } from '../../src/server/documents/closing-pdfs';
import { loadCopy } from '../../src/server/flows';
import { loadOrgs } from '../../src/server/orgs';
import type { ApplicationRecord } from '../../src/server/services/application-records';
import { pdfText } from '../core/pdf-text';
import { textBlocks, codeOf, type PdfTextItem } from '../../src/client/features/signing/pdf-text';

const root = path.resolve(import.meta.dirname, '../..');
const copy = loadCopy(path.join(root, 'copy/en'));
const orgs = loadOrgs(path.join(root, 'brands'), 'acme-lending', copy);

// The chosen offer in its offer set: a $100,000 line at 8.25%, 2.99% fee capped at $7,500, AUTOPAY 0.25% off.
const offer: Offer = {
  id: 'o1', term: 30, rate: 0.0825, otherRate: 0.08, baseRate: 0.0825, originationFee: 0.0299, min: 15_000, max: 100_000, minDraw: 10_000, maxDraw: 97_096.7, type: 'BALANCED',
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 0.08 }],
};
const offerSetOf = (offers: Offer[]) => createOfferSet({ ...(defaultPricingJson as Pricing), ofeeMaxThreshold: 7500 }, offers, true);

function record(occupancyType: string, lastName = 'Applicant'): ApplicationRecord {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    loanNumber: '100200',
    identityUuid: '00000000-0000-4000-8000-000000000002',
    organizationCode: 'fairway',
    product: 'heloc',
    status: 'GEN_NOTE_SIGNING',
    version: 20,
    active: true,
    request: {
      propertyRequest: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', occupancyType },
      profileRequest: { name: { firstName: 'Pat', lastName }, dob: { year: 1980, month: 5, day: 17 } },
    } as unknown as ApplicationRecord['request'],
    facts: { selectedOffer: { offerId: 'o1', amount: 85000, term: 30, rate: 0.0825, originationFee: 0.0299 } },
    offerSet: { ...offerSetOf([offer]) },
    answers: {},
    answersUpdatedAt: {},
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

const textOf = pdfText;

const input = (application: ApplicationRecord) => ({ application, org: orgs.require('fairway'), copy, now: new Date('2026-11-26T00:00:00Z'), esignCode: '493817' });

describe('generateClosingPdfs', () => {
  it('makes the four documents with two copies of the right to cancel for a principal dwelling', async () => {
    const pdfs = await generateClosingPdfs(input(record('HOME')));
    expect(pdfs.map((p) => [p.kind, p.copyNumber, p.requiresSignature])).toEqual([
      ['ESIGN_CONSENT', 1, false],
      ['HELOC_AGREEMENT', 1, true],
      ['TIL_DISCLOSURES', 1, true],
      ['RIGHT_TO_CANCEL', 1, true],
      ['RIGHT_TO_CANCEL', 2, false],
    ]);
    for (const pdf of pdfs) {
      expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(pdf.content)).getPageCount()).toBeGreaterThan(0);
    }
  });

  it('has no notice of the right to cancel when the home is not the principal dwelling', async () => {
    for (const occupancy of ['INVESTMENT', 'SECONDARY']) {
      const kinds = (await generateClosingPdfs(input(record(occupancy)))).map((p) => p.kind);
      expect(kinds).toEqual(['ESIGN_CONSENT', 'HELOC_AGREEMENT', 'TIL_DISCLOSURES']);
    }
  });

  it("writes the chosen offer's figures into the Truth in Lending disclosures and the brand's name into each", async () => {
    const pdfs = await generateClosingPdfs(input(record('HOME')));
    const til = await textOf(pdfs.find((p) => p.kind === 'TIL_DISCLOSURES')!.content);
    expect(til).toContain(`Annual percentage rate (APR): ${formatPercent(0.0825)}`);
    // The line, the cash drawn, the fee with its rule (2.99% of $85,000 = $2,541.50) and the autopay rate.
    expect(til).toContain('Credit limit: $100,000');
    expect(til).toContain(`Initial draw at closing, in cash to you: ${formatMoney(85000, 2)}`);
    expect(til).toContain('Origination fee: $2,541.50 (2.99% of the draw)');
    expect(til).toContain('With automatic payments: an interest rate of 8%');
    expect(til).toContain('Rate type: Fixed for each draw. This is a variable-rate line:');
    expect(til).toContain('Repayment period: 30 years');
    expect(til).toContain('You could lose your home if you do not meet the obligations of your credit agreement.');
    const esign = await textOf(pdfs[0]!.content);
    expect(esign).toContain('Your confirmation code: 493817');
    expect(esign).toContain(orgs.require('fairway').manifest.companyName);
    expect(esign).toContain('15 U.S.C. 7001(c)');
  });

  it("reads on a phone as the viewer's text view reads it: the title, whole paragraphs, the confirmation code as a code", async () => {
    const pdfs = await generateClosingPdfs(input(record('HOME')));
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdfs[0]!.content), isEvalSupported: false, verbosity: 0 }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const blocks = textBlocks(content.items.filter((i): i is PdfTextItem & typeof i => 'str' in i), content.styles);
    expect(blocks[0]).toEqual({ kind: 'title', text: 'Consent to Use Electronic Records and Signatures' });
    expect(blocks[1]).toEqual({ kind: 'small', text: 'Application ID: 100200' });
    const codes = blocks.filter((b) => b.kind === 'code');
    expect(codes).toEqual([{ kind: 'code', text: 'Your confirmation code: 493817' }]);
    expect(codeOf(codes[0]!.text)).toBe('493817');
    // The intro wraps over several lines in the PDF and is one paragraph here.
    const intro = blocks.find((b) => b.text.startsWith(`${orgs.require('fairway').manifest.companyName} would like`));
    expect(intro?.kind).toBe('body');
    expect(intro?.text).toMatch(/Please read this notice\.$/);
  });

  describe('a company as borrower (a DSCR line, flows/dscr/README.md)', () => {
    const entity = { legalName: 'Oak Street Rentals LLC', ein: '12-3456789' };
    const dscr = (facts: Record<string, unknown>) => {
      const r = record('INVESTMENT', 'Landlord');
      return { ...input({ ...r, product: 'dscr', facts: { ...r.facts, ...facts } }), documents: ['LINE_AGREEMENT', 'DEED_OF_TRUST'] as const };
    };
    const words = async (facts: Record<string, unknown>) => {
      const [agreement, deed] = await generateClosingPdfs(dscr(facts));
      const flat = async (pdf: { content: Buffer }) => (await textOf(pdf.content)).replace(/\s+/g, ' ');
      return { agreement: await flat(agreement!), deed: await flat(deed!) };
    };
    const lender = orgs.require('fairway').manifest.companyName;

    it('names the company as borrower, the applicant signing for it and guaranteeing it personally', async () => {
      const { agreement, deed } = await words({ borrowerType: 'ENTITY', borrowingEntity: entity });
      for (const text of [agreement, deed]) expect(text).toContain('Borrower: Oak Street Rentals LLC (EIN 12-3456789), by Pat Landlord, authorized signer');
      expect(agreement).toContain(`This agreement is between Oak Street Rentals LLC, the borrower, and ${lender}, the lender.`);
      expect(agreement).toContain(`Personal guaranty Pat Landlord personally guarantees to ${lender} that Oak Street Rentals LLC will pay every amount it owes under this agreement when due.`);
      expect(agreement).toContain('Oak Street Rentals LLC, by Pat Landlord, authorized signer. By signing electronically, Pat Landlord signs this agreement for Oak Street Rentals LLC, gives the personal guaranty above in their own name');
      expect(deed).toContain(`Oak Street Rentals LLC, the borrower, grants to a trustee for the benefit of ${lender}, the lender, a lien on the property named below.`);
      expect(deed).toContain('Oak Street Rentals LLC, by Pat Landlord, authorized signer. By signing electronically, Pat Landlord grants this deed of trust for Oak Street Rentals LLC.');
    });

    it('names the applicant alone, with no guaranty, when they borrow in their own name', async () => {
      const { agreement, deed } = await words({ borrowerType: 'INDIVIDUAL' });
      for (const text of [agreement, deed]) {
        expect(text).toContain('Borrower: Pat Landlord ');
        expect(text).not.toContain('authorized signer');
        expect(text).not.toContain('Oak Street');
      }
      expect(agreement).not.toContain('Personal guaranty');
      expect(agreement).toContain('This agreement is between you, the borrower named below');
      expect(deed).toContain('You, the borrower named below, grant to a trustee');
    });
  });

  it('keeps a name the standard font cannot write as question marks instead of failing', async () => {
    const pdfs = await generateClosingPdfs(input(record('HOME', 'Nguyễn 김')));
    const agreement = await textOf(pdfs[1]!.content);
    expect(agreement).toMatch(/Borrower: Pat Nguy\?n \?/);
  });

  it('says in the Truth in Lending disclosures that the lender pays the appraisal when company-covers-appraisal is on, and lists its price when off', async () => {
    const til = async (flags: Record<string, boolean>) => (await textOf((await generateClosingPdfs({ ...input(record('HOME')), flags })).find((p) => p.kind === 'TIL_DISCLOSURES')!.content)).replace(/\s+/g, ' ');
    const company = orgs.require('fairway').manifest.companyName;
    const priced = 'an appraisal of $500 to $2,000 when one is required (above $400,000)';
    const covered = `An appraisal, when one is required (above $400,000), is paid by ${company}, at no cost to you.`;
    const on = await til({ 'company-covers-appraisal': true });
    expect(on).toContain(covered);
    expect(on).not.toContain(priced);
    for (const off of [await til({ 'company-covers-appraisal': false }), await til({})]) {
      expect(off).toContain(priced);
      expect(off).not.toContain(covered);
    }
  });
});
