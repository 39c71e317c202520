// One set of true numbers on screen (issue 31, item 1): an applicant types a draw amount as money
// ("$250,000"), and the headline, the chosen card, the estimate, the sidebar and, after Continue,
// the early disclosures all show the same figures: the cash (never the draw with its fee), the fee
// in dollars with the rule that made it, the rate, its type, the APR, the payment and the autopay
// rate with its payment. Expected texts come from the core figures (src/core/offer/figures.ts) over
// the offer set the server answers. On two brands; axe at 390 and 1280 px. With NUMBERS_SHOTS=<dir>
// the two screens are saved there at 390 and 1280 px.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { figureTexts, offerFigures, type FigureTexts } from '../../src/core/offer/figures';
import { formatPercent } from '../../src/core/offer/view';
import type { Offer, OfferSet } from '../../src/generated/types/offer-set';
import { helocRequest, strongPassword } from '../server/harness';
import { axeViolations, brandOf, input, settled, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { submitIdentity } from '../server/journey';
import { giveAccounts, notariseOnline } from '../server/closing-journey';
import { newApplicant, pageOf, reachStatus, toIdentity } from './phone-setup';

const fill = (key: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text(key));
const label = (key: string) => text(`offer.figures.labels.${key}`);
const feeText = (f: FigureTexts) => fill('offer.figures.feeWithRule', { fee: f.fee, rule: fill(f.feeRule.key, f.feeRule.values) });
const optionName = (o: Pick<Offer, 'term' | 'originationFee'>) => fill('application.offer.option', { term: o.term, fee: formatPercent(o.originationFee) });

/** Each figure as a label and its text, as every place that shows it lists it. */
const rowsOf = (f: FigureTexts): Array<[string, string]> => [
  [label('cash'), f.cash],
  [label('fee'), feeText(f)],
  [label('rate'), f.rate],
  [label('rateType'), text('offer.figures.rateType.value')],
  [label('apr'), f.apr],
  [label('monthly'), f.monthly],
  [label('autopay'), fill('offer.figures.autopay', { rate: f.autopayRate!, monthly: f.autopayMonthly! })],
];

async function expectRows(place: Locator, f: FigureTexts, except: string[] = []) {
  for (const [name, value] of rowsOf(f).filter(([name]) => !except.includes(name))) await expect(place, name).toContainText(`${name}${value}`);
}

/** axe at 390 and 1280 px, no sideways scroll, and the screen saved at both widths when asked. */
async function lookAt(page: Page, orgCode: string, screen: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await expect.poll(() => axeViolations(page), { message: `${screen} at ${width} px`, timeout: 15_000 }).toEqual([]);
    const dir = process.env.NUMBERS_SHOTS;
    if (dir) await page.screenshot({ path: join(dir, `${orgCode}-${screen}-${width}.png`), fullPage: true });
  }
  await checkScreen(page, screen);
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} a typed draw shows the same figures in the headline, the card, the sidebar and the early disclosures`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const host = `${brandOf(orgCode).hostPrefix}.localhost`;
    const on = (path: string) => urlOn(baseURL!, host, path);
    // Over HTTP the brand is named (x-org): Node does not resolve *.localhost as Chromium does.
    const registered = await request.post('/identity/api/v1/registration/register', {
      data: { email: `numbers-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { jwt } = (await registered.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}`, 'x-org': orgCode };
    const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers, data: helocRequest() });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(on(`/account/heloc/${uuid}`));
    await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 30_000 });
    const offerSet = (await (await request.get(`/service-application/api/v1/application/heloc/${uuid}/offers`, { headers })).json()) as OfferSet;

    // The applicant types the amount as money; leaving the field keeps it in money's format.
    const field = input(page, text('application.offer.amount'));
    await field.fill('$250,000');
    await field.blur();
    await expect(field).toHaveValue('$250,000');
    const checked = await page.getByRole('radio', { checked: true }).getAttribute('value');
    const offer = offerSet.offers.find((o) => o.id === checked)!;
    const f = figureTexts(offerFigures(offer, 250_000, offerSet));
    expect(f.cash).toBe('$250,000.00');

    // The headline is the cash; the chosen card, the estimate and the sidebar say the same figures.
    await expect(page.getByText(fill('application.offer.headline', { cash: f.cash }), { exact: true })).toBeVisible();
    const card = page.getByRole('radiogroup', { name: text('application.offer.choices') }).getByRole('group', { name: optionName(offer), exact: true });
    await expectRows(card, f);
    // The estimate leaves the rate type to the card and the sentence under the cards.
    await expectRows(page.getByRole('region', { name: text('application.offer.summary') }), f, [label('rateType')]);
    const sidebar = page.getByRole('region', { name: text('shell.progress.offerDetails') });
    await expectRows(sidebar, f);
    // Fixed or variable, said once, in the words of the disclosures.
    await expect(page.getByText(text('offer.figures.rateType.explain'), { exact: true })).toHaveCount(1);
    await lookAt(page, orgCode, 'product-select');

    // Continue: the confirm screen, its early disclosures and the sidebar keep every figure.
    await page.getByRole('button', { name: text('application.offer.continue') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('offer.confirm.heading') })).toBeVisible();
    await expectRows(page.getByRole('region', { name: text('offer.confirm.figures') }), f);
    await expectRows(sidebar, f);
    const disclosures = page.getByRole('region', { name: text('offer.disclosures.heading') });
    await expect(disclosures).toContainText(fill('offer.disclosures.transactions.body', { cash: f.cash, minDraw: '$10,000', maxDraw: f.maxCash }));
    await expect(disclosures).toContainText(fill('offer.disclosures.minimumPayment.body', { term: offer.term, monthly: f.monthly }));
    await expect(disclosures).toContainText(fill('offer.disclosures.minimumPayment.autopay', { autopayRate: f.autopayRate!, autopayMonthly: f.autopayMonthly! }));
    await expect(disclosures).toContainText(`(for the offer you chose, ${f.fee}: ${fill(f.feeRule.key, f.feeRule.values)})`);
    await expect(disclosures).toContainText(fill('offer.disclosures.variableRate.body', { rateTypeExplain: text('offer.figures.rateType.explain') }));
    await lookAt(page, orgCode, 'product-select-confirm');
  });
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} once automatic payments are chosen the sidebar shows the autopay rate and payment the card showed`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const applicant = await newApplicant(request, page, orgCode);
    const { api, uuid } = applicant;
    await toIdentity(applicant);
    await submitIdentity(api, uuid);
    await reachStatus(api, uuid, 'NOTE_SIGNING');
    await notariseOnline(api, uuid);
    await giveAccounts(api, uuid, 'linked', 'AUTOPAY');
    const offerSet = (await api.get(`/service-application/api/v1/application/heloc/${uuid}/offers`)).body as OfferSet;
    const { selectedOffer } = (await api.get(`/service-application/api/v1/application/heloc/${uuid}`)).body as { selectedOffer: { offerId: string; amount: number } };
    const offer = offerSet.offers.find((o) => o.id === selectedOffer.offerId)!;
    const f = figureTexts(offerFigures(offer, selectedOffer.amount, offerSet));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${uuid}`));
    const sidebar = page.getByRole('region', { name: text('shell.progress.offerDetails') });
    await expect(sidebar).toContainText(`${label('rate')}${fill('offer.figures.rateInForceAutopay', { rate: f.autopayRate! })}`, { timeout: 30_000 });
    await expect(sidebar).toContainText(`${label('monthly')}${f.autopayMonthly}`);
    await expect(sidebar).toContainText(`${label('cash')}${f.cash}`);
    await expect(sidebar).not.toContainText(label('autopay'));
    await lookAt(page, orgCode, 'after-autopay');
  });
}
