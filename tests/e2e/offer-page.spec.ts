// The offer page built for comparing (issue 31 item 2), for the default persona on two brands. At
// 390 px: the page under 2,000 px tall, the picks first (the lowest APR, the lowest payment, no fee:
// one card per option with both reasons when they coincide) with the three figures a person
// compares, the rest of a card behind its "Details", the other options behind "Show all options"
// (the beaten ones saying why), one radio group across both (arrow keys), a folded choice kept open
// through a reload and Back, and Continue beside the choice. At 1280 px the options' rows line up.
// axe at 390 and 1280 px. Expected figures come from the core (src/core/offer/compare, figures)
// over the offer set the server answers.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareOffers, defaultDraw, offerPicks, type OfferComparison, type PickReason } from '../../src/core/offer/compare';
import { figureTexts, type FigureTexts } from '../../src/core/offer/figures';
import { formatMoney } from '../../src/core/offer/money';
import { formatPercent } from '../../src/core/offer/view';
import type { Offer, OfferSet } from '../../src/generated/types/offer-set';
import { axeViolations, settled, text } from './helpers';
import { checkScreen } from './layout';
import { newApplicant, pageOf, reachStatus } from './phone-setup';

const fill = (key: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text(key));
const label = (key: string) => text(`offer.figures.labels.${key}`);
const optionName = (o: Pick<Offer, 'term' | 'originationFee'>) => fill('application.offer.option', { term: o.term, fee: formatPercent(o.originationFee) });
const feeText = (f: FigureTexts) => fill('offer.figures.feeWithRule', { fee: f.fee, rule: fill(f.feeRule.key, f.feeRule.values) });

const choices = (page: Page) => page.getByRole('radiogroup', { name: text('application.offer.choices') });
const radio = (page: Page, offer: Offer) => page.getByRole('radio', { name: optionName(offer), exact: true });
/** An option's card: the element of the radio group holding that option's radio. */
const card = (page: Page, offer: Offer): Locator => choices(page).getByRole('group', { name: optionName(offer), exact: true });
const showAll = (page: Page) => page.getByRole('button', { name: text('application.offer.showAll'), exact: true });

/** The three figures a person compares, shown on every card. */
const mainRows = (f: FigureTexts): Array<[string, string]> => [
  [label('monthly'), f.monthly],
  [label('cash'), f.cash],
  [label('total'), f.total],
];
/** The rest of a card's figures, behind its "Details" on a phone. */
const detailRows = (offer: Offer, f: FigureTexts): Array<[string, string]> => [
  [label('rate'), f.rate],
  [label('rateType'), text('offer.figures.rateType.value')],
  [label('apr'), f.apr],
  [label('fee'), feeText(f)],
  [label('autopay'), fill('offer.figures.autopay', { rate: f.autopayRate!, monthly: f.autopayMonthly! })],
  [label('term'), fill('offer.figures.termYears', { term: offer.term })],
];

/** A figure's label and text on a card, both in sight. */
async function expectFigures(box: Locator, rows: Array<[string, string]>) {
  for (const [name, value] of rows) {
    await expect(box.getByText(name, { exact: true }), name).toBeVisible();
    await expect(box, name).toContainText(`${name}${value}`);
  }
}

async function expectAxeClean(page: Page, where: string) {
  await settled(page);
  await expect.poll(() => axeViolations(page), { message: where, timeout: 15_000 }).toEqual([]);
}

const dominatedNote = (row: OfferComparison, rows: OfferComparison[]) => {
  const other = rows.find((r) => r.offer.id === row.dominatedBy!.id)!;
  const [mine, theirs] = [figureTexts(row.figures!), figureTexts(other.figures!)];
  return fill('application.offer.dominated', { other: optionName(other.offer), otherFee: theirs.fee, fee: mine.fee, otherMonthly: theirs.monthly, monthly: mine.monthly });
};

const REASON_KEYS: Record<PickReason, string> = { apr: 'application.offer.picks.apr', monthly: 'application.offer.picks.monthly', noFee: 'application.offer.picks.noFee' };

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} the offer page puts the picks first, folds the rest and fits a phone`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const applicant = await newApplicant(request, page, orgCode);
    const { api, uuid } = applicant;
    await reachStatus(api, uuid, 'OFFER_SELECTION');
    const { offers, ofeeMaxThreshold } = (await api.get(`/service-application/api/v1/application/heloc/${uuid}/offers`)).body as OfferSet;
    const amount = defaultDraw(offers);
    const rows = compareOffers(offers, amount, ofeeMaxThreshold);
    const picks = offerPicks(rows);
    // Folded: the options no other beats first, then the beaten ones, each in the offer set's order.
    const rest = rows.filter((r) => !picks.some((p) => p.offer.id === r.offer.id));
    const folded = [...rest.filter((r) => !r.dominatedBy), ...rest.filter((r) => r.dominatedBy)];
    // The default persona: the lowest APR and the lowest payment are one option; beaten options exist.
    expect(picks.flatMap((p) => p.reasons).sort()).toEqual(['apr', 'monthly', 'noFee']);
    expect(folded.some((r) => r.dominatedBy)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${uuid}`));
    await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 30_000 });
    await expect(radio(page, picks[0]!.offer)).toBeVisible();
    await settled(page);
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    // 1,956 px on fairway before issue 29's 'Go to dashboard' action under every screen (+56 px).
    expect(height, 'the offer page at 390 px').toBeLessThan(2100);

    // The picks, each saying why it is shown, with the three figures a person compares in sight.
    for (const pick of picks) {
      const box = card(page, pick.offer);
      await expect(box).toBeVisible();
      for (const reason of pick.reasons) await expect(box.getByText(text(REASON_KEYS[reason]), { exact: true })).toBeVisible();
      const f = figureTexts(rows.find((r) => r.offer.id === pick.offer.id)!.figures!);
      expect(f.cash).toBe(formatMoney(amount, 2));
      await expectFigures(box, mainRows(f));
      // The rest behind "Details", closed until asked.
      const details = box.getByRole('button', { name: text('application.offer.details') });
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await expect(box.getByText(label('apr'), { exact: true })).toBeHidden();
    }
    // Every other option folded: no radio of theirs in sight.
    for (const row of folded) await expect(radio(page, row.offer)).toBeHidden();
    await expectAxeClean(page, `${orgCode} offers at 390 px, folded`);

    // "Details" opens a card's other figures.
    const first = picks[0]!;
    const firstTexts = figureTexts(rows.find((r) => r.offer.id === first.offer.id)!.figures!);
    const details = card(page, first.offer).getByRole('button', { name: text('application.offer.details') });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expectFigures(card(page, first.offer), detailRows(first.offer, firstTexts));

    // "Show all options" opens the rest; the beaten ones say which option beats them and how.
    await expect(showAll(page)).toHaveAttribute('aria-expanded', 'false');
    await showAll(page).click();
    await expect(showAll(page)).toHaveAttribute('aria-expanded', 'true');
    for (const row of folded) {
      await expect(radio(page, row.offer)).toBeVisible();
      await expectFigures(card(page, row.offer), mainRows(figureTexts(row.figures!)));
      if (row.dominatedBy) await expect(radio(page, row.offer)).toHaveAccessibleDescription(dominatedNote(row, rows));
    }
    await expectAxeClean(page, `${orgCode} offers at 390 px, every option and details open`);
    await checkScreen(page, 'product-select-all-options');

    // One radio group across picks and fold: the arrow keys move from the last pick into the fold.
    const lastPick = picks.at(-1)!.offer;
    await radio(page, lastPick).check();
    await radio(page, lastPick).focus();
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, folded[0]!.offer)).toBeChecked();
    await expect(radio(page, folded[0]!.offer)).toBeFocused();

    // A folded choice keeps the fold open through a reload; Continue sits right under the options.
    const pickedFolded = folded.find((r) => !r.dominatedBy) ?? folded[0]!;
    await radio(page, pickedFolded.offer).check();
    await page.reload();
    await expect(radio(page, pickedFolded.offer)).toBeChecked({ timeout: 30_000 });
    await expect(showAll(page)).toHaveAttribute('aria-expanded', 'true');
    const continueButton = page.getByRole('button', { name: text('application.offer.continue') });
    const [optionBox, buttonBox] = [await card(page, folded.at(-1)!.offer).boundingBox(), await continueButton.boundingBox()];
    expect(buttonBox!.y - (optionBox!.y + optionBox!.height), 'Continue right under the options').toBeLessThan(200);
    await continueButton.click();
    await expect(page.getByRole('heading', { level: 1, name: text('offer.confirm.heading') })).toBeVisible();
    const chosen = figureTexts(pickedFolded.figures!);
    const confirm = page.getByRole('region', { name: text('offer.confirm.figures') });
    await expect(confirm).toContainText(`${label('monthly')}${chosen.monthly}`);
    await expect(confirm).toContainText(`${label('fee')}${feeText(chosen)}`);
    await page.goBack();
    await expect(radio(page, pickedFolded.offer)).toBeChecked({ timeout: 30_000 });
    await expect(showAll(page)).toHaveAttribute('aria-expanded', 'true');

    // At 1280 px the options are a table whose rows line up: each figure's cells share one top.
    await page.setViewportSize({ width: 1280, height: 900 });
    await settled(page);
    for (const name of ['monthly', 'cash', 'total', 'rate', 'apr', 'fee', 'term'].map(label)) {
      const tops = await Promise.all(picks.map(async (p) => (await card(page, p.offer).getByText(name, { exact: true }).boundingBox())!.y));
      expect(Math.max(...tops) - Math.min(...tops), `${name} on one line across the picks`).toBeLessThanOrEqual(1);
      await expect(card(page, picks[0]!.offer).getByText(name, { exact: true })).toBeVisible();
    }
    await expectAxeClean(page, `${orgCode} offers at 1280 px`);
  });
}
