// One set of true numbers (issue 31, item 1): every figure a persona is shown, from the offer cards
// to the signed agreement, is the same text everywhere. Over HTTP on two brands (acme-lending on the
// default pricing, harbor-cu on its own rate sheet) and three personas of README's table (the
// default, Mansion, Lowscore): the cards' figures at the amount chosen (the screen's own rows,
// src/client/lib/offer-figures.ts, over the offer set the server answers), the sidebar's from the
// choice the server recorded, the early disclosures' sentences, the agreement's and the Truth in
// Lending PDFs' text (pdf.js, as the viewer reads them), and, once automatic payments are chosen,
// the sidebar's rate and payment equal to the autopay figures the card showed.
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { copyText } from '../../src/core/copy/resolve';
import { compareOffers, defaultDraw, defaultOffer } from '../../src/core/offer/compare';
import { figureTexts, offerFigures } from '../../src/core/offer/figures';
import { formatMoney } from '../../src/core/offer/money';
import type { OfferSet } from '../../src/generated/types/offer-set';
import { figureRows, sidebarRows } from '../../src/client/lib/offer-figures';
import { disclosureValues } from '../../src/client/features/offer/disclosure-values';
import { copyEn } from '../core/helpers';
import { pdfText } from '../core/pdf-text';
import { describeOnEachDatabase } from './api-contract';
import { giveAccounts, notariseOnline, waitFor } from './closing-journey';
import { createUrl, helocRequest, pollUntilSettled, registerUser, type HelocOptions } from './harness';
import { injectApi, linkPayroll, send, submitApplication, submitIdentity, type Api } from './journey';

const t = (key: string, params: Record<string, unknown> = {}) => copyText(copyEn, key, params);
const CARD = ['cash', 'fee', 'total', 'rate', 'rateType', 'apr', 'monthly', 'autopay', 'term'] as const;
const oneLine = (s: string) => s.replace(/\s+/g, ' ');
const money = (n: number) => formatMoney(n, 2);

interface Persona {
  name: string;
  request: HelocOptions;
  /** The draw the applicant types, from the offers; undefined for a persona with none. */
  amount?: (offers: OfferSet['offers']) => number;
}

const personas: Persona[] = [
  // The screen's default: the largest amount every option lends (the fee cap binds there).
  { name: 'the default persona', request: {}, amount: defaultDraw },
  // A large line, drawn at $100,000: the fee is the rate's, under the cap.
  { name: 'Mansion', request: { street1: '1 Mansion Way' }, amount: () => 100_000 },
  { name: 'Lowscore', request: { lastName: 'Lowscore' } },
];

describeOnEachDatabase('one set of true numbers from the offer to the agreement', (app) => {
  async function start(orgCode: string, persona: Persona) {
    const user = await registerUser(app().app);
    const auth = { ...user.auth, 'x-org': orgCode };
    // Born in 1950: harbor-cu lends only from 62 (its age rule), acme-lending from 18.
    const request = helocRequest(persona.request);
    const payload = { ...request, profileRequest: { ...request.profileRequest, dob: { year: 1950, month: 5, day: 17 } } };
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: auth, payload });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: auth }), uuid);
    return { uuid, api: injectApi(app().app, auth) };
  }

  const applicationOf = async (api: Api, uuid: string) =>
    (await api.get(apiRoutes.application.path({ uuid }))).body as { selectedOffer: { offerId: string; amount: number } | null; paymentMethod: string | null; rate: number | null };

  /** The sidebar's rows from what the server recorded, over the offer set. */
  async function sidebar(api: Api, uuid: string, offerSet: OfferSet) {
    const answer = await applicationOf(api, uuid);
    const offer = offerSet.offers.find((o) => o.id === answer.selectedOffer?.offerId)!;
    return new Map(sidebarRows(t, offerFigures(offer, answer.selectedOffer!.amount, offerSet), answer.paymentMethod));
  }

  async function documentText(api: Api, uuid: string, kind: string): Promise<string> {
    const listed = (await api.get(closingRoutes.closingDocuments.path({ uuid }))).body as { documents: Array<{ uuid: string; kind: string }> };
    const doc = listed.documents.find((d) => d.kind === kind)!;
    const pdf = await api.get(closingRoutes.closingDocument.path({ uuid, documentUuid: doc.uuid }));
    return oneLine(await pdfText(pdf.body as Buffer));
  }

  for (const orgCode of ['acme-lending', 'harbor-cu']) {
    for (const persona of personas) {
      it(`shows ${persona.name}'s figures the same on the cards, the sidebar, the early disclosures and the agreement on ${orgCode}`, async () => {
        const { uuid, api } = await start(orgCode, persona);
        const offerSet = (await api.get(apiRoutes.offers.path({ uuid }))).body as OfferSet;
        if (!persona.amount) {
          // Declined: no offer, so no figure anywhere (the application answer has no rate either).
          expect(offerSet.offers ?? []).toEqual([]);
          expect((await applicationOf(api, uuid)).rate).toBeNull();
          return;
        }
        // The cards at the amount typed, on the option the screen starts on (the lowest APR there).
        const amount = persona.amount(offerSet.offers);
        const offer = defaultOffer(offerSet.offers, amount, offerSet.ofeeMaxThreshold)!;
        const row = compareOffers(offerSet.offers, amount, offerSet.ofeeMaxThreshold).find((r) => r.offer.id === offer.id)!;
        const f = figureTexts(row.figures!);
        const card = new Map(figureRows(t, f, CARD));
        expect([...card.keys()]).toEqual(CARD.map((key) => t(`offer.figures.labels.${key}`)));
        const label = (key: (typeof CARD)[number]) => t(`offer.figures.labels.${key}`);
        // The headline is the cash: the amount typed, not the draw with its fee.
        expect(card.get(label('cash'))).toBe(money(amount));
        expect(card.get(label('total'))).not.toBe(card.get(label('cash')));

        await send(api, uuid, 'SELECT_OFFER', { offerId: offer.id, amount });
        // The sidebar, from the choice the server recorded: the card's rows, every one.
        const side = await sidebar(api, uuid, offerSet);
        for (const [name, value] of side) expect(card.get(name), name).toBe(value);
        expect([...side.keys()]).toEqual(['cash', 'fee', 'rate', 'rateType', 'apr', 'monthly', 'autopay', 'term'].map((key) => t(`offer.figures.labels.${key}`)));

        // The early disclosures' sentences carry the same texts.
        const values = disclosureValues(t, offer, row.figures!);
        const disclosures = ['transactions.body', 'minimumPayment.body', 'minimumPayment.autopay', 'fees.origination', 'variableRate.body'].map((k) => t(`offer.disclosures.${k}`, values)).join(' ');
        for (const key of ['cash', 'monthly'] as const) expect(disclosures).toContain(card.get(label(key)));
        expect(disclosures).toContain(`${f.fee}: ${t(f.feeRule.key, f.feeRule.values)}`);
        expect(disclosures).toContain(t('offer.figures.rateType.explain'));
        expect(disclosures).toContain(`${f.autopayRate} and the monthly payment ${f.autopayMonthly}`);

        await send(api, uuid, 'ACCEPT_OFFER', { earlyDisclosuresAcknowledged: true, hardCreditConsent: true });
        await submitApplication(api, uuid);
        await waitFor(api, uuid, 'INCOME_VERIFICATION', 40_000);
        await linkPayroll(api, uuid);
        await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 40_000);
        await submitIdentity(api, uuid);
        await waitFor(api, uuid, 'NOTE_SIGNING', 40_000);

        // The agreement and the Truth in Lending disclosures: each figure beside its words.
        const agreement = await documentText(api, uuid, 'HELOC_AGREEMENT');
        const til = await documentText(api, uuid, 'TIL_DISCLOSURES');
        const rule = t(f.feeRule.key, f.feeRule.values);
        for (const text of [agreement, til]) {
          expect(text).toContain(`Initial draw at closing, in cash to you: ${f.cash}`);
          expect(text).toContain(`Credit limit: ${f.line}`);
          expect(text).toContain(`Origination fee: ${f.fee} (${rule})`);
          expect(text).toContain(`Rate type: ${t('offer.figures.rateType.value')}. ${t('offer.figures.rateType.explain')}`);
          expect(text).toContain(`With automatic payments: an interest rate of ${f.autopayRate} and a monthly payment of ${f.autopayMonthly}`);
        }
        expect(agreement).toContain(`Interest rate: ${f.rate}`);
        expect(agreement).toContain(`Estimated monthly payment on the initial draw: ${f.monthly}`);
        expect(til).toContain(`Annual percentage rate (APR): ${f.rate}`);
        expect(til).toContain(`APR (with the fee): ${f.apr}.`);
        expect(til).toContain(`Amount financed with the fee: ${f.total}`);
        expect(til).toContain(`Monthly payment on the initial draw: ${f.monthly}`);

        // Automatic payments chosen after signing: the sidebar's rate and payment are the card's autopay ones.
        if (persona.name !== 'the default persona') return;
        await notariseOnline(api, uuid);
        await giveAccounts(api, uuid, 'linked', 'AUTOPAY');
        const after = await sidebar(api, uuid, offerSet);
        expect(after.get(label('rate'))).toBe(t('offer.figures.rateInForceAutopay', { rate: f.autopayRate }));
        expect(after.get(label('monthly'))).toBe(f.autopayMonthly);
        expect(after.get(label('cash'))).toBe(f.cash);
      }, 180_000);
    }
  }
});
