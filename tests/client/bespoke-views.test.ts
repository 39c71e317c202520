// The pure parts of the bespoke application screens: the offer confirm figures (shared offer
// math), the summary's groups and masking, the liens' payoff answers, the identity rules, and the
// applicant event call with its version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_DRAW, examplePayment } from '../../src/core/offer/view';
import { figureTexts, offerFigures } from '../../src/core/offer/figures';
import type { Offer } from '../../src/generated/types/offer-set';
import { humanise, maskSensitive, registrationFlowId, summaryGroups } from '../../src/client/features/summary/summary-view';
import registerV2 from '../../src/generated/flows/register-v2.json';
import type { Flow } from '../../src/core/flow/types';
import { liensOf, payOffAnswers } from '../../src/client/features/liens/liens-view';
import { changeIdImages, identityAnswers, needsBack, verificationFailed } from '../../src/client/features/identity/identity-view';
import { sendApplicationEvent, toEventFailure } from '../../src/client/lib/application-events';
import { RETRY_INCOME } from '../../src/generated/events';
import { ApiError } from '../../src/client/lib/api';

const offer: Offer = {
  id: '30-0.0299', term: 30, rate: 0.075, otherRate: 0.07, baseRate: 0.07, originationFee: 0.0299,
  min: 25_000, max: 150_000, minDraw: 25_000, maxDraw: 150_000, type: 'STANDARD', discountList: [],
};

describe('offerFigures on the confirm screen', () => {
  it('shows the chosen draw with its fee, total and payment, by the annuity formula', () => {
    // 100,000 × 2.99% = 2,990 fee; 102,990 over 360 months at 7.5%/12 = 720.121…
    const f = figureTexts(offerFigures(offer, 100_000, { ofeeMaxThreshold: 10_000 }));
    expect([f.cash, f.rate, f.fee, f.feeRule, f.total, f.monthly]).toEqual([
      '$100,000.00',
      '7.5%',
      '$2,990.00',
      { key: 'offer.figures.feeRule.rate', values: { rate: '2.99%', cap: '$10,000' } },
      '$102,990.00',
      '$720.12',
    ]);
  });

  it('caps the fee at the offer set maximum and says so', () => {
    const f = figureTexts(offerFigures(offer, 100_000, { ofeeMaxThreshold: 1_000 }));
    expect([f.fee, f.feeRule.key, f.total]).toEqual(['$1,000.00', 'offer.figures.feeRule.capped', '$101,000.00']);
  });

  it('gives the minimum-payment example for a $10,000 draw', () => {
    expect(EXAMPLE_DRAW).toBe(10_000);
    expect(Math.round(examplePayment(offer) * 100) / 100).toBe(69.92);
  });
});

describe('summaryGroups', () => {
  it('orders contact, hmda, profile, offer, with Edit screens for the flows and none for the offer', () => {
    const groups = summaryGroups({
      flows: { profile: { maritalStatus: 'MARRIED' }, contact: { email: 'a@b.co', address: { street1: '1 Main St', street2: '' } }, hmda: { ethnicity: ['NOT_HISPANIC'], declined: false } },
      offer: { amount: 50000, term: 30 },
    });
    expect(groups.map((g) => [g.id, g.editScreen])).toEqual([
      ['contact', 'start/contact'],
      ['hmda', 'start/hmda'],
      ['profile', 'start/profile'],
      ['offer', undefined],
    ]);
    expect(groups[0]!.rows).toEqual([{ path: 'email', value: 'a@b.co' }, { path: 'address.street1', value: '1 Main St' }]);
    expect(groups[1]!.rows).toEqual([{ path: 'ethnicity', value: 'NOT_HISPANIC' }, { path: 'declined', value: false }]);
  });

  it("reads the server's answer: flows by id, the selected offer without its id, the SSN's last 4, no event-only answers", () => {
    const groups = summaryGroups({
      answers: { hmda: { declined: true }, 'select-offer': { offerId: '30-0.0299', amount: 50000 }, 'accept-offer': { hardCreditConsent: true }, social: {} },
      selectedOffer: { offerId: '30-0.0299', amount: 50000, term: 30, rate: 0.075, originationFee: 0.0299 },
      ssnLast4: '6789',
    });
    expect(groups.map((g) => g.id)).toEqual(['hmda', 'social', 'offer']);
    expect(groups[1]!.rows).toEqual([{ path: 'ssn', value: '•••• 6789' }]);
    expect(groups[2]!.rows).toEqual([
      { path: 'amount', value: '$50,000.00' },
      { path: 'term', value: '30' },
      { path: 'rate', value: '7.5%' },
      { path: 'originationFee', value: '2.99%' },
    ]);
  });

  it('reads the flows map bare or under answers, and nothing from a non-object', () => {
    expect(summaryGroups({ answers: { hmda: { a: 1 } } }).map((g) => g.id)).toEqual(['hmda']);
    expect(summaryGroups({ contact: { a: 1 }, note: 'x' }).map((g) => g.id)).toEqual(['contact']);
    expect(summaryGroups(null)).toEqual([]);
  });

  it('masks a sensitive answer to its last 4 even if the server sent it whole', () => {
    const [group] = summaryGroups({ flows: { profile: { ssn: '123-45-6789', bank: { accountNumber: '000123456789' } } } });
    expect(group!.rows).toEqual([{ path: 'ssn', value: '•••• 6789' }, { path: 'bank.accountNumber', value: '•••• 6789' }]);
    expect(maskSensitive('ssn', '•••• 6789')).toBe('•••• 6789');
    expect(maskSensitive('password', 'Secret!Secret1')).toBe('••••');
    expect(maskSensitive('email', 'a@b.co')).toBe('a@b.co');
  });

  it('shows money and rates as the applicant reads them', () => {
    const [offerGroup] = summaryGroups({ offer: { amount: 50000, term: 30, rate: 0.0749, monthlyIncome: 8000.5 } });
    expect(offerGroup!.rows.map((r) => r.value)).toEqual(['$50,000.00', '30', '7.49%', '$8,000.50']);
  });

  it('lists what was typed at registration first, in the registration flow\'s words, with no Edit link', () => {
    const body = {
      answers: { hmda: { declined: true } },
      registration: {
        flowId: 'register-v2',
        answers: {
          propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', occupancyType: 'SECONDARY' },
          isListedForSale: 'NO',
          income: { income: 120000, otherIncome: 2500, employmentType: 'FULL_TIME' },
          name: { firstName: 'Pat', lastName: 'Applicant' },
          dob: { year: 1980, month: 5, day: 17 },
          phoneNumber: '(555) 555-0100',
        },
      },
    };
    expect(registrationFlowId(body)).toBe('register-v2');
    const groups = summaryGroups(body, new Map([['register-v2', registerV2 as unknown as Flow]]));
    expect(groups.map((g) => [g.id, g.editScreen, g.noteKey])).toEqual([
      ['registration', undefined, 'summary.registrationNote'],
      ['hmda', 'start/hmda', undefined],
    ]);
    expect(groups[0]!.rows.map((r) => [r.labelKey, r.valueKeys ?? r.value])).toEqual([
      ['fields.address.street1', '100 Main St'],
      ['fields.address.city', 'Springfield'],
      ['fields.address.state', 'CA'],
      ['fields.address.zip', '94105'],
      ['fields.occupancyType.label', ['fields.occupancyType.SECONDARY']],
      ['flows.register-v2.steps.for-sale.question', ['fields.yesNo.NO']],
      ['fields.income.income', '$120,000.00'],
      ['fields.income.otherIncome', '$2,500.00'],
      ['fields.income.employmentType', ['fields.employmentType.FULL_TIME']],
      ['fields.name.firstName', 'Pat'],
      ['fields.name.lastName', 'Applicant'],
      ['fields.dob.legend', '05/17/1980'],
      ['fields.phoneNumber', '(555) 555-0100'],
    ]);
  });

  it('labels a field without copy from its name', () => {
    expect(humanise('address.monthlyHousingPayment')).toBe('Monthly housing payment');
    expect(humanise('first_name')).toBe('First name');
  });
});

describe('payOffAnswers', () => {
  const liens = liensOf({
    liens: [
      { id: 'l1', creditor: 'First Bank', monetaryBalance: 120000, monetaryCalculatedNextPaymentMinimumAmount: 900, payOff: { status: 'UNKNOWN' } },
      { id: 'l2', creditor: 'Card Co', monetaryBalance: 5000, monetaryCalculatedNextPaymentMinimumAmount: 50, payOff: { status: 'UNKNOWN' } },
      { creditor: 'no id' },
    ],
  });

  it('keeps the liens with an id, and none from an application without liens', () => {
    expect(liens.map((l) => l.id)).toEqual(['l1', 'l2']);
    expect(liensOf({})).toEqual([]);
  });

  it('needs a Yes or No for every lien', () => {
    expect(payOffAnswers(liens, { l1: true })).toEqual({ ok: false, missing: ['l2'] });
    expect(payOffAnswers(liens, { l1: true, l2: false })).toEqual({ ok: true, answers: { liens: [{ id: 'l1', payOff: true }, { id: 'l2', payOff: false }] } });
  });
});

describe('identity', () => {
  it('asks for the back of a card that has one, and of every type when the brand feature is on', () => {
    expect(needsBack('US_DRIVERS_LICENSE', false)).toBe(true);
    expect(needsBack('US_STATE_ID_CARD', false)).toBe(true);
    expect(needsBack('US_PERMANENT_RESIDENT_CARD', false)).toBe(true);
    expect(needsBack('US_PASSPORT', false)).toBe(false);
    expect(needsBack('US_PASSPORT', true)).toBe(true);
  });

  it('builds the answers once the images asked for are uploaded', () => {
    expect(identityAnswers('US_DRIVERS_LICENSE', { front: 'f' }, true)).toEqual({ ok: false, missing: 'back' });
    expect(identityAnswers('US_PASSPORT', {}, false)).toEqual({ ok: false, missing: 'front' });
    expect(identityAnswers('US_PASSPORT', { front: 'f', back: 'b' }, false)).toEqual({ ok: true, answers: { documentType: 'US_PASSPORT', frontDocumentId: 'f' } });
    expect(identityAnswers('US_STATE_ID_CARD', { front: 'f', back: 'b' }, true)).toEqual({ ok: true, answers: { documentType: 'US_STATE_ID_CARD', frontDocumentId: 'f', backDocumentId: 'b' } });
  });

  it('keeps both sides when their uploads are answered in either order, and clears only the side removed', () => {
    // The page applies each side's change to the images as they are then (a reducer), never a copy taken earlier.
    const changes = [{ side: 'back', documentId: 'b' }, { side: 'front', documentId: 'f' }] as const;
    expect(changes.reduce(changeIdImages, {})).toEqual({ front: 'f', back: 'b' });
    expect([...changes].reverse().reduce(changeIdImages, {})).toEqual({ front: 'f', back: 'b' });
    expect(changeIdImages({ front: 'f', back: 'b' }, { side: 'back', documentId: undefined })).toEqual({ front: 'f' });
    expect(changeIdImages({ front: 'f', back: 'b' }, { side: 'front', documentId: 'f2' })).toEqual({ front: 'f2', back: 'b' });
  });

  it('tells a failed check from the status facts or the application', () => {
    expect(verificationFailed({ routing: { identityVerification: 'FAILED_VERIFICATION' } }, undefined)).toBe(true);
    expect(verificationFailed({ facts: { identityVerification: 'FAILED_VERIFICATION' } }, undefined)).toBe(true);
    expect(verificationFailed(undefined, { identityVerification: 'FAILED_VERIFICATION' })).toBe(true);
    expect(verificationFailed({ facts: { identityVerification: 'PENDING_REVIEW' } }, {})).toBe(false);
  });
});

describe('sendApplicationEvent', () => {
  afterEach(() => vi.unstubAllGlobals());
  const uuid = '3f0c4a5e-1111-4222-8333-444455556666';

  it('posts the type, the version and the answers, and answers the new status', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ uuid, status: 'HARD_CREDIT_PULL', version: 8 }), { status: 200 });
    });
    const answer = await sendApplicationEvent(uuid, 'ACCEPT_OFFER', 7, { earlyDisclosuresAcknowledged: true, hardCreditConsent: true }, 'key-1');
    expect(answer.version).toBe(8);
    // Before it, the page reads the status of an application it has not seen (lib/product-base.ts).
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe(`/service-application/api/v1/application/heloc/${uuid}/events`);
    expect(JSON.parse(post.init.body as string)).toEqual({ type: 'ACCEPT_OFFER', version: 7, answers: { earlyDisclosuresAcknowledged: true, hardCreditConsent: true } });
    expect((post.init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
  });

  it('throws ApiError; a stale version is told apart from an event not allowed', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    const bodies = [{ code: 'VERSION_CONFLICT', errors: ['stale'] }, { code: 'EVENT_NOT_ALLOWED', errors: ['no'] }];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(bodies.shift()), { status: 409 }));
    const conflict = await sendApplicationEvent(uuid, RETRY_INCOME, 3).catch((e: unknown) => e);
    const notAllowed = await sendApplicationEvent(uuid, RETRY_INCOME, 3).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(toEventFailure(conflict)).toEqual({ kind: 'conflict' });
    expect(toEventFailure(notAllowed).kind).toBe('moved-on');
  });
});
