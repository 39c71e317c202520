// The offer screen as a new applicant meets it (issue 15): registered through register-v2 by
// labels and roles, then every option side by side at one draw amount, with its APR (the fee
// counted) and its fee in dollars with its rule, an option beaten outright saying so in figures, and an amount out of range
// explained and left as typed. Every figure is computed with the shared core math
// (src/core/offer/compare) from the offer set the server answers. On two brands; axe at 1280 and
// 320 px; nothing scrolls sideways at 320, 390 or 1280 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareOffers, defaultDraw, defaultOffer, offerPicks, type OfferComparison } from '../../src/core/offer/compare';
import { formatMoney } from '../../src/core/offer/money';
import { formatLimit, formatPercent } from '../../src/core/offer/view';
import { figureTexts, type FigureTexts } from '../../src/core/offer/figures';
import type { Offer, OfferSet } from '../../src/generated/types/offer-set';
import { seeScreen } from './closing-screens';
import { brandOf, input, settled, text, urlOn } from './helpers';
import { answerRegistration } from './registration';

const optionName = (o: Pick<Offer, 'term' | 'originationFee'>) =>
  text('application.offer.option').replace('{{term}}', String(o.term)).replace('{{fee}}', formatPercent(o.originationFee));
const fill = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

/** The card of an option: the group of the radio group named by the option. */
const card = (page: Page, offer: Offer): Locator =>
  page.getByRole('radiogroup', { name: text('application.offer.choices') }).getByRole('group', { name: optionName(offer), exact: true });

/** The offer set as the page reads it (same origin, the page's own session). */
const offerSetOf = (page: Page, uuid: string) =>
  page.evaluate(async (id) => {
    const res = await fetch(`/service-application/api/v1/application/heloc/${id}/offers`, { headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` } });
    return (await res.json()) as OfferSet;
  }, uuid);

/** The fee in dollars with the rule that made it, in the copy's words. */
const feeText = (f: FigureTexts) => fill('offer.figures.feeWithRule', { fee: f.fee, rule: fill(f.feeRule.key, f.feeRule.values) });

/** What a card shows for an option at an amount, exactly as the core math gives it (src/core/offer/figures). */
async function expectCard(page: Page, row: OfferComparison, rows: OfferComparison[]) {
  const box = card(page, row.offer);
  const label = (key: string) => text(`offer.figures.labels.${key}`);
  await expect(box).toContainText(`${label('rate')}${formatPercent(row.offer.rate)}`);
  await expect(box).toContainText(`${label('rateType')}${text('offer.figures.rateType.value')}`);
  if (!row.figures) return;
  const f = figureTexts(row.figures);
  await expect(box).toContainText(`${label('apr')}${f.apr}`);
  await expect(box).toContainText(`${label('fee')}${feeText(f)}`);
  await expect(box).toContainText(`${label('monthly')}${f.monthly}`);
  await expect(box).toContainText(`${label('autopay')}${fill('offer.figures.autopay', { rate: f.autopayRate!, monthly: f.autopayMonthly! })}`);
  const other = rows.find((r) => r.offer.id === row.dominatedBy?.id);
  const theirs = other?.figures && figureTexts(other.figures);
  const note = theirs ? fill('application.offer.dominated', { other: optionName(other.offer), otherFee: theirs.fee, fee: f.fee, otherMonthly: theirs.monthly, monthly: f.monthly }) : null;
  const radio = page.getByRole('radio', { name: optionName(row.offer), exact: true });
  if (note) await expect(radio).toHaveAccessibleDescription(note);
  else await expect(box).not.toContainText(text('application.offer.dominated').split('{{')[0]!);
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} a new applicant compares every offer side by side, with APR and fee in dollars`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, '/account/heloc/register-v2'));
    await answerRegistration(page, `offers-${randomUUID()}@example.com`);
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    await expect(page).toHaveURL(/\/product\/select$/, { timeout: 60_000 });
    const uuid = /heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await seeScreen(page, uuid, 'product/select', text('application.offer.heading'));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }

    const { offers, ofeeMaxThreshold: cap } = await offerSetOf(page, uuid);
    expect(offers.length).toBeGreaterThan(1);
    // The headline and the sidebar name one figure: the cash at the amount and option chosen (not the fee).
    const amount = defaultDraw(offers);
    const cash = formatMoney(amount, 2);
    await expect(page.getByText(fill('application.offer.headline', { cash }))).toBeVisible();
    await expect(page.getByRole('region', { name: text('shell.progress.offerDetails') })).toContainText(`${text('offer.figures.labels.cash')}${cash}`);
    await expect(page.getByText('100 Main St, Springfield, CA 94105')).toBeVisible();
    // The default persona (README): value 650,000, liens 250,000: the equity behind the amount.
    const equity = text('application.offer.equity');
    await expect(page.locator('dl').filter({ hasText: equity })).toContainText(`${text('application.offer.propertyValue')}$650,000${equity}$400,000`);

    // It starts at the largest amount every option lends, on the lowest APR there, in money's format.
    const field = input(page, text('application.offer.amount'));
    await expect(field).toHaveValue(formatLimit(amount));
    const chosen = defaultOffer(offers, amount, cap)!;
    await expect(page.getByRole('radio', { name: optionName(chosen), exact: true })).toBeChecked();
    await expect(card(page, chosen)).toContainText(text('application.offer.picks.apr'));

    // Every option, the others behind "Show all options", with its own APR, fee in dollars and
    // payment, and the note of any option another of its term beats outright. The picks sit side by side.
    const rows = compareOffers(offers, amount, cap);
    await page.getByRole('button', { name: text('application.offer.showAll'), exact: true }).click();
    for (const row of rows) await expectCard(page, row, rows);
    expect(rows.some((r) => r.dominatedBy), 'the sandbox offers include an option beaten outright').toBe(true);
    const [first, second] = offerPicks(rows).map((p) => p.offer);
    const [a, b] = [await card(page, first!).boundingBox(), await card(page, second!).boundingBox()];
    expect(a!.y).toBe(b!.y);
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);

    // The fee cap: at the largest draw of the 2.99% option both fee options cost the same dollars,
    // and the 2.99% option says the 4.99% one beats it.
    const mid = offers.find((o) => o.term === chosen.term && o.originationFee === 0.0299)!;
    await field.fill(String(mid.maxDraw));
    const atMax = compareOffers(offers, mid.maxDraw, cap);
    for (const row of atMax) await expectCard(page, row, atMax);
    const beaten = atMax.find((r) => r.offer.id === mid.id)!;
    expect(beaten.figures!.fee).toBe(cap);
    expect(beaten.dominatedBy?.originationFee).toBe(0.0499);

    // The APR's explanation opens from a button that says it is open.
    const about = page.getByRole('button', { name: text('application.offer.explain.apr.button') });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(text('application.offer.explain.apr.body'))).toBeVisible();

    // Above the chosen option's range: explained at the field, left as typed, refused by Continue.
    await page.getByRole('radio', { name: optionName(mid), exact: true }).check();
    const above = String(mid.maxDraw + 1);
    await field.fill(above);
    const message = fill('application.offer.amountOutOfRange', { min: formatLimit(mid.minDraw), max: formatLimit(mid.maxDraw) });
    await expect(field).toHaveAccessibleDescription(message);
    await expect(card(page, mid)).toContainText(fill('application.offer.unavailable', { min: formatLimit(mid.minDraw), max: formatLimit(mid.maxDraw) }));
    await page.getByRole('button', { name: text('application.offer.continue') }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(formatLimit(mid.maxDraw + 1));
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
    await seeScreen(page, uuid, 'product/select', text('application.offer.heading'));
  });
}
