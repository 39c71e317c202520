// The closing documents of an application as real PDFs (pdf-lib): those its product's status
// machine names in `closingDocuments` (CLOSING_DOCUMENTS when it names none), in that order: for a
// consumer line the E-SIGN consent, the HELOC agreement, the Truth in Lending HELOC disclosures
// with the chosen offer's figures and, for a principal dwelling, two copies of the notice of the
// right to cancel; for a business-purpose line its own (a ratio worksheet, the business-purpose
// certification, the line agreement, the deed of trust, no consumer notices; where a company
// borrows, those two name it as borrower, the applicant signing for it and guaranteeing the line
// personally in the agreement); and, for a declined
// application, the adverse-action notice (the error/decline screen's parts). Every sentence is copy
// (copy/en/documents.json) filled with the application's and the brand's values; the layout is
// plain text in Helvetica (a code to type back in large Courier) with a page footer and an end
// line, so pdf.js draws a selectable text layer of it. Text the standard font cannot encode (a
// name in another script) is kept as '?' rather than failing the document.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { copyText } from '../../core/copy/resolve';
import { DEFAULT_SUPPORT_PHONE } from '../../core/brand/view';
import { figureTexts, offerFigures } from '../../core/offer/figures';
import { formatMoney } from '../../core/offer/money';
import { monthlyPayment } from '../../core/offer/payment';
import { EXAMPLE_DRAW } from '../../core/offer/view';
import type { NoticePart } from '../../core/status/decline';
import { COMPANY_COVERS_APPRAISAL_FLAG } from '../../core/flags/resolve';
import type { ApiClosingDocuments } from '../../generated/types/api-closing-documents';
import type { Org } from '../orgs';
import type { ApplicationRecord } from '../services/application-records';
import { applicantName, propertyAddressLine as addressLine } from '../services/application-parts';

export type ClosingDocumentKind = ApiClosingDocuments['documents'][number]['kind'];
/** A document a machine's `closingDocuments` may name (the adverse-action notice is a decline's, not a closing's). */
export type ClosingKind = Exclude<ClosingDocumentKind, 'ADVERSE_ACTION_NOTICE'>;

/** The documents of a machine that names none: the consumer line's (the right to cancel only for a principal dwelling). */
export const CLOSING_DOCUMENTS: readonly ClosingKind[] = ['ESIGN_CONSENT', 'HELOC_AGREEMENT', 'TIL_DISCLOSURES', 'RIGHT_TO_CANCEL'];

export interface GeneratedPdf {
  kind: ClosingDocumentKind;
  copyNumber: number;
  title: string;
  requiresSignature: boolean;
  content: Buffer;
}

export interface PdfInput {
  application: ApplicationRecord;
  org: Org;
  copy: Record<string, unknown>;
  now: Date;
  /** The code printed in the E-SIGN consent: typing it back shows the applicant opened the PDF. */
  esignCode: string;
  /** The product's documents in order (its machine's `closingDocuments`); CLOSING_DOCUMENTS when absent. */
  documents?: readonly ClosingKind[];
  /** The application's feature flags at generation (company-covers-appraisal words the fees); none: every flag off. */
  flags?: Readonly<Record<string, boolean>>;
}

type Line = [string, Record<string, unknown>, 'heading' | 'body' | 'literal' | 'code'];

interface ChosenOffer {
  amount: number;
  term: number;
  rate: number;
  originationFee: number;
}

/** Pure: the occupancy the application was made for is the applicant's principal dwelling (Reg Z 1026.15 applies). */
export const isPrincipalDwelling = (application: ApplicationRecord): boolean =>
  // The generated type loses occupancyType through the schema's allOf; the schema requires it.
  (application.request.propertyRequest as { occupancyType?: string }).occupancyType === 'HOME';

/**
 * The company that borrows (the facts' borrowingEntity, stored only where the product's flow asked
 * for one: flows/dscr/README.md), or none when the applicant borrows in their own name.
 */
export function borrowingEntity(application: ApplicationRecord): { legalName: string; ein: string } | undefined {
  const entity = application.facts.borrowingEntity as { legalName?: unknown; ein?: unknown } | null | undefined;
  return typeof entity?.legalName === 'string' && entity.legalName.trim() !== '' ? { legalName: entity.legalName, ein: typeof entity.ein === 'string' ? entity.ein : '' } : undefined;
}

/** The offer the applicant chose and accepted (recorded by recordSelectedOffer). */
export function chosenOffer(application: ApplicationRecord): ChosenOffer {
  const offer = application.facts.selectedOffer as Partial<ChosenOffer> | undefined;
  if (!offer || typeof offer.amount !== 'number' || typeof offer.rate !== 'number' || typeof offer.term !== 'number') {
    throw new Error(`application ${application.uuid} has no chosen offer to disclose`);
  }
  return { amount: offer.amount, term: offer.term, rate: offer.rate, originationFee: Number(offer.originationFee ?? 0) };
}

const PAGE = { width: 612, height: 792, margin: 64 };
// A code the applicant types back (the E-SIGN confirmation code) is set large in Courier: readable
// on a phone even with the page fitted to its width, and shown large by the viewer's text view.
const SIZE = { title: 16, heading: 12, body: 10.5, small: 8.5, code: 20 };
const LINE = 1.45;

/** Writes paragraphs top to bottom, adding pages as it goes. */
class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly mono: PDFFont,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  private encodable(font: PDFFont, text: string): string {
    const known = new Set(font.getCharacterSet());
    return Array.from(text.normalize('NFC'), (ch) => (known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }

  text(raw: string, options: { size?: number; bold?: boolean; mono?: boolean; gapAfter?: number; keepWithNext?: number } = {}): void {
    const size = options.size ?? SIZE.body;
    // A heading never ends a page: it starts the next one when the lines it heads would not follow it.
    if (options.keepWithNext && this.y - size * LINE - options.keepWithNext * SIZE.body * LINE < PAGE.margin + 24) this.newPage();
    const font = options.mono ? this.mono : options.bold ? this.bold : this.font;
    const width = PAGE.width - 2 * PAGE.margin;
    const words = this.encodable(font, raw).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      if (this.y - size * LINE < PAGE.margin + 24) this.newPage();
      this.y -= size * LINE;
      this.page.drawText(l, { x: PAGE.margin, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= options.gapAfter ?? size * 0.8;
  }

  footers(pageText: (page: number, pages: number) => string): void {
    this.pages.forEach((p, i) => {
      p.drawText(this.encodable(this.font, pageText(i + 1, this.pages.length)), { x: PAGE.margin, y: PAGE.margin / 2, size: SIZE.small, font: this.font, color: rgb(0.3, 0.3, 0.3) });
    });
  }
}

interface Section {
  kind: ClosingDocumentKind;
  copyNumber: number;
  requiresSignature: boolean;
  titleKey: string;
  /** Lines after the title: [copy key (the text itself when literal), params, style]. */
  body: Line[];
}

type Builder = (input: PdfInput, parts: Parts) => Section[];

interface Parts {
  p: (key: string, params?: Record<string, unknown>) => Line;
  h: (key: string) => Line;
  figures: Record<string, unknown>;
  /** A company borrows, the applicant signing for it and guaranteeing it. */
  entity: boolean;
}

function partsOf(input: PdfInput): Parts {
  const { application, org, copy } = input;
  const offer = chosenOffer(application);
  const manifest = org.manifest;
  const entity = borrowingEntity(application);
  const company = { company: manifest.companyName, lenderAddress: manifest.footer.lenderAddress, phone: manifest.support.phone ?? DEFAULT_SUPPORT_PHONE, email: manifest.support.email };
  const money = (n: number) => formatMoney(n, 2);
  // The figures the offer cards, the sidebar and the early disclosures showed (src/core/offer/figures.ts).
  const f = figureTexts(chosenFigures(application));
  const figures = {
    amount: f.cash,
    line: f.line,
    rate: f.rate,
    apr: f.apr,
    term: offer.term,
    fee: f.fee,
    feeRule: copyText(copy, f.feeRule.key, f.feeRule.values),
    total: f.total,
    payment: f.monthly,
    ...(f.autopayRate ? { autopayRate: f.autopayRate, autopayMonthly: f.autopayMonthly } : {}),
    rateTypeValue: copyText(copy, 'offer.figures.rateType.value'),
    rateTypeExplain: copyText(copy, 'offer.figures.rateType.explain'),
    example: money(EXAMPLE_DRAW),
    examplePayment: money(monthlyPayment(EXAMPLE_DRAW, offer.rate, offer.term)),
    address: addressLine(application),
    ...worksheetFigures(application, money),
    ...(entity ? { entity: entity.legalName, ein: entity.ein, signer: applicantName(application) } : {}),
  };
  return {
    p: (key, params = {}) => [key, { ...company, ...params }, 'body'],
    h: (key) => [key, {}, 'heading'],
    figures,
    entity: entity !== undefined,
  };
}

/** The chosen draw's figures from its offer in the application's offer set (what the screens showed). */
function chosenFigures(application: ApplicationRecord) {
  const { amount } = chosenOffer(application);
  const { offerId } = application.facts.selectedOffer as { offerId?: string };
  const offer = application.offerSet?.offers.find((o) => o.id === offerId);
  if (!offer || !application.offerSet) throw new Error(`application ${application.uuid} has no offer ${offerId ?? ''} in its offer set to disclose`);
  return offerFigures(offer, amount, application.offerSet);
}

/** The chosen offer's ratio worksheet (rental-dscr's offers carry one), as the offer screen showed it; none for other offers. */
function worksheetFigures(application: ApplicationRecord, money: (n: number) => string): Record<string, string> {
  const { offerId } = (application.facts.selectedOffer ?? {}) as { offerId?: string };
  const offer = application.offerSet?.offers.find((o) => o.id === offerId) as { dscr?: Record<string, number> } | undefined;
  const sheet = offer?.dscr;
  if (!sheet) return {};
  const amounts = ['line', 'monthlyRent', 'principalAndInterest', 'monthlyTaxes', 'monthlyInsurance', 'monthlyDues', 'totalPayment'] as const;
  return { ...Object.fromEntries(amounts.map((k) => [k, money(Number(sheet[k] ?? 0))])), ratio: Number(sheet.ratio).toFixed(2), minRatio: Number(sheet.minRatio).toFixed(2) };
}

/**
 * A one-copy document: its title and lines under `keyBase` (each key's params are the offer's
 * figures). Where a company borrows, `entityLines` replace `lines` when given (the company named
 * as borrower, the applicant signing for it and guaranteeing it). The autopay line shows only for
 * an offer with the discount.
 */
const simple =
  (kind: ClosingKind, keyBase: string, lines: string[], options: { requiresSignature?: boolean; entityLines?: string[] } = {}): Builder =>
  (_input, { p, h, figures, entity }) => [
    {
      kind,
      copyNumber: 1,
      requiresSignature: options.requiresSignature ?? true,
      titleKey: `${keyBase}.title`,
      body: (entity && options.entityLines ? options.entityLines : lines)
        .filter((line) => line !== 'autopay' || figures.autopayRate !== undefined)
        .map((line) => (line.endsWith('Heading') ? h(`${keyBase}.${line}`) : p(`${keyBase}.${line}`, figures))),
    },
  ];

/** The line agreement's lines from its opening to its termination clause. */
const LINE_TERMS = ['intro', 'figuresHeading', 'creditLimit', 'initialDraw', 'rate', 'rateType', 'term', 'originationFee', 'payment', 'autopay', 'promise', 'businessPurpose', 'security', 'draws', 'termination'];

const builders: Record<ClosingKind, Builder> = {
  ESIGN_CONSENT: ({ esignCode }, { p }) => [
    {
      kind: 'ESIGN_CONSENT',
      copyNumber: 1,
      requiresSignature: false,
      titleKey: 'documents.esign.title',
      body: [
        p('documents.esign.intro'),
        p('documents.esign.scope'),
        p('documents.esign.paper'),
        p('documents.esign.withdraw'),
        p('documents.esign.update'),
        p('documents.esign.hardware'),
        p('documents.esign.codeIntro'),
        ['documents.esign.code', { code: esignCode }, 'code'],
      ],
    },
  ],
  HELOC_AGREEMENT: simple('HELOC_AGREEMENT', 'documents.agreement', [
    'intro', 'figuresHeading', 'creditLimit', 'initialDraw', 'rate', 'rateType', 'term', 'originationFee', 'payment', 'autopay', 'promise', 'security', 'draws', 'termination', 'signature',
  ]),
  // The lender paying the appraisal (company-covers-appraisal) takes it out of the applicant's other fees and says who pays it.
  TIL_DISCLOSURES: (input, parts) =>
    simple('TIL_DISCLOSURES', 'documents.til', [
      'intro', 'figuresHeading', 'apr', 'rateType', 'aprWithFee', 'creditLimit', 'initialDraw', 'term', 'originationFee', 'totalDrawn', 'payment', 'autopay', 'example',
      input.flags?.[COMPANY_COVERS_APPRAISAL_FLAG] === true ? 'otherFeesAppraisalCovered' : 'otherFees', 'risk', 'refund', 'signature',
    ])(input, parts),
  // Reg Z 1026.15: only a principal dwelling has the right to cancel; both copies are delivered, the first signed as received.
  RIGHT_TO_CANCEL: ({ application }, { p }) =>
    !isPrincipalDwelling(application)
      ? []
      : [1, 2].map((copyNumber) => ({
          kind: 'RIGHT_TO_CANCEL' as const,
          copyNumber,
          requiresSignature: copyNumber === 1,
          titleKey: 'documents.rightToCancel.title',
          body: [
            ['documents.rightToCancel.copy', { copy: copyNumber }, 'heading'] as Line,
            p('documents.rightToCancel.intro'),
            p('documents.rightToCancel.effect'),
            p('documents.rightToCancel.how'),
            p('documents.rightToCancel.keep'),
            ...(copyNumber === 1 ? [p('documents.rightToCancel.signature')] : []),
          ],
        })),
  DSCR_WORKSHEET: simple('DSCR_WORKSHEET', 'documents.dscrWorksheet', [
    'intro', 'figuresHeading', 'line', 'monthlyRent', 'principalAndInterest', 'monthlyTaxes', 'monthlyInsurance', 'monthlyDues', 'totalPayment', 'ratio', 'signature',
  ]),
  BUSINESS_PURPOSE_CERTIFICATION: simple('BUSINESS_PURPOSE_CERTIFICATION', 'documents.businessPurpose', ['intro', 'purpose', 'investment', 'noConsumer', 'signature']),
  LINE_AGREEMENT: simple('LINE_AGREEMENT', 'documents.lineAgreement', [...LINE_TERMS, 'signature'], {
    entityLines: ['entity.intro', ...LINE_TERMS.slice(1), 'entity.guarantyHeading', 'entity.guaranty', 'entity.signature'],
  }),
  DEED_OF_TRUST: simple('DEED_OF_TRUST', 'documents.deedOfTrust', ['intro', 'property', 'secures', 'covenants', 'default', 'signature'], {
    entityLines: ['entity.intro', 'property', 'secures', 'covenants', 'default', 'entity.signature'],
  }),
};

function sections(input: PdfInput): Section[] {
  const parts = partsOf(input);
  return (input.documents ?? CLOSING_DOCUMENTS).flatMap((kind) => builders[kind](input, parts));
}

async function render(input: Omit<PdfInput, 'esignCode'>, section: Section): Promise<GeneratedPdf> {
  const { copy, application, org, now } = input;
  const t = (key: string, params: Record<string, unknown> = {}) => copyText(copy, key, params);
  const title = t(section.titleKey);
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(org.manifest.companyName);
  doc.setLanguage('en-US');
  doc.setProducer('home-equity-apply');
  doc.setCreator('home-equity-apply');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const fonts = await Promise.all([StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.CourierBold].map((f) => doc.embedFont(f)));
  const writer = new Writer(doc, fonts[0]!, fonts[1]!, fonts[2]!);
  const name = applicantName(application);
  const entity = borrowingEntity(application);
  writer.text(title, { size: SIZE.title, bold: true, gapAfter: 10 });
  writer.text(t('documents.common.applicationId', { loanNumber: application.loanNumber }), { size: SIZE.small, gapAfter: 2 });
  const borrower = entity ? t('documents.common.borrowerEntity', { entity: entity.legalName, ein: entity.ein, name }) : t('documents.common.borrower', { name });
  writer.text(borrower, { size: SIZE.small, gapAfter: 2 });
  writer.text(t('documents.common.property', { address: addressLine(application) }), { size: SIZE.small, gapAfter: 2 });
  writer.text(
    t('documents.common.lender', { company: org.manifest.companyName, lenderAddress: org.manifest.footer.lenderAddress, nmls: org.manifest.footer.nmls.number }),
    { size: SIZE.small, gapAfter: 2 },
  );
  writer.text(t('documents.common.generated', { date: now.toISOString().slice(0, 10) }), { size: SIZE.small, gapAfter: 14 });
  for (const [key, params, style] of section.body) {
    const words = style === 'literal' ? key : t(key, params);
    const look = { heading: { size: SIZE.heading, bold: true, keepWithNext: 3 }, literal: { gapAfter: 2 }, code: { size: SIZE.code, mono: true, gapAfter: 16 }, body: {} }[style];
    writer.text(words, look);
  }
  writer.text(t('documents.common.end'), { size: SIZE.small, gapAfter: 0 });
  writer.footers((page, pages) => `${title} - ${t('documents.common.page', { page, pages })}`);
  const bytes = await doc.save({ useObjectStreams: false });
  return { kind: section.kind, copyNumber: section.copyNumber, title, requiresSignature: section.requiresSignature, content: Buffer.from(bytes) };
}

/** Every closing document of the application, in the order they are shown. */
export async function generateClosingPdfs(input: PdfInput): Promise<GeneratedPdf[]> {
  const out: GeneratedPdf[] = [];
  for (const section of sections(input)) out.push(await render(input, section));
  return out;
}

/**
 * The adverse-action notice of a declined application as a PDF: the screen's opening, then its
 * parts (src/core/status/decline.ts) in the same order and words; reasons as a dashed list.
 */
export function generateAdverseActionPdf(input: Omit<PdfInput, 'esignCode'>, parts: NoticePart[]): Promise<GeneratedPdf> {
  const t = (key: string, params: Record<string, unknown> = {}) => copyText(input.copy, key, params);
  const body: Line[] = [['application.screens.decline.body', {}, 'body']];
  for (const part of parts) {
    body.push([part.headingKey, {}, 'heading']);
    for (const line of part.lines) {
      if ('address' in line) for (const a of line.address) body.push(['text' in a ? a.text : t(a.key), {}, 'literal']);
      else body.push(part.list ? [`- ${t(line.key, line.params)}`, {}, 'literal'] : [line.key, line.params ?? {}, 'body']);
    }
  }
  return render(input, { kind: 'ADVERSE_ACTION_NOTICE', copyNumber: 1, requiresSignature: false, titleKey: 'documents.adverseAction.title', body });
}
