// Signing documents on a phone and on a desktop (issue 31, item 4), in Chromium against the real
// server, on two brands: at 390 px the consent PDF opens as its text at the page's reading size
// (no sideways scroll) with its confirmation code shown large and a copy button, the printed pages
// a button away; a plain-language summary above each document; on a desktop a disabled Sign says
// why beside it (its accessible description) until the document has been read to its end. axe at
// 1280 and 320 px and the layout check (with SCREENS_DIR, screenshots at 390 and 1280 px).
import { expect, test, type Page } from '@playwright/test';
import { submitIdentity } from '../server/journey';
import { text } from './helpers';
import { axeAndLayout } from './layout';
import { newApplicant, pageOf, reachStatus, toIdentity } from './phone-setup';

const viewer = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
const CONSENT = /^Consent to Use Electronic Records and Signatures, PDF document$/;
const AGREEMENT = /^Home Equity Line of Credit Agreement, PDF document$/;

/** The computed font size (px) of the first element matching. */
const fontSize = (locator: ReturnType<Page['getByText']>) => locator.first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} documents read on a phone as text with the code large, summarised, and Sign says why it waits`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const applicant = await newApplicant(request, page, orgCode);
    await toIdentity(applicant);
    await submitIdentity(applicant.api, applicant.uuid);
    await reachStatus(applicant.api, applicant.uuid, 'NOTE_SIGNING');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}/signing/intro`));
    await expect(page.getByRole('heading', { level: 2, name: text('signing.esign.heading') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(text('signing.summary.ESIGN_CONSENT.what'))).toBeVisible();
    await expect(page.getByText(text('signing.summary.ESIGN_CONSENT.signing'))).toBeVisible();

    // The phone's text view: the consent's words at the page's size, inside the screen's width.
    const consent = viewer(page, CONSENT);
    const codeLine = consent.getByText(/^Your confirmation code: \d{6}$/);
    await expect(codeLine).toBeVisible({ timeout: 20_000 });
    await expect(consent.locator('.textLayer')).toHaveCount(0);
    expect(await fontSize(consent.getByText(/^Paper copies\. You have the right/))).toBeGreaterThanOrEqual(16);
    expect(await consent.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const code = /(\d{6})$/.exec((await codeLine.textContent())!)![1]!;
    expect(await fontSize(consent.getByText(code, { exact: true }))).toBeGreaterThanOrEqual(28);

    // Copy the code, as a person does, and paste it in the box.
    await consent.getByRole('button', { name: text('signing.viewer.copyCode') }).click();
    await expect(consent.getByRole('status').filter({ hasText: text('signing.viewer.codeCopied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await axeAndLayout(page, 'signing/intro (E-SIGN consent, text view)');

    // The printed pages a button away, and back.
    await page.setViewportSize({ width: 390, height: 844 });
    // (The viewer's buttons sit above its scrolling region; the screen has this one viewer.)
    await page.getByRole('button', { name: text('signing.viewer.showPages') }).click();
    await expect(consent.locator('.textLayer').first()).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: text('signing.viewer.zoomIn') })).toBeVisible();
    await page.getByRole('button', { name: text('signing.viewer.showText') }).click();
    await expect(codeLine).toBeVisible();

    await page.getByLabel(text('signing.esign.codeLabel')).fill(await page.evaluate(() => navigator.clipboard.readText()));
    await page.getByRole('checkbox', { name: text('signing.esign.consentLabel') }).check();
    await page.getByRole('button', { name: text('signing.esign.submit') }).click();
    await expect(page.getByText(text('signing.intro.consented'))).toBeVisible();

    // signing/sign on a desktop: Sign disabled, with its reason beside it, until the end is read.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: text('signing.intro.sign') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('signing.sign.heading') })).toBeVisible();
    await expect(page.getByText(text('signing.summary.HELOC_AGREEMENT.what'))).toBeVisible();
    const agreement = viewer(page, AGREEMENT);
    await expect(agreement.locator('.textLayer').first()).toBeAttached({ timeout: 20_000 });
    const sign = page.getByRole('button', { name: text('signing.sign.submit'), exact: true });
    await expect(sign).toBeDisabled();
    await expect(page.getByText(text('signing.sign.disabledReason'))).toBeVisible();
    await expect(sign).toHaveAccessibleDescription(text('signing.sign.disabledReason'));
    await axeAndLayout(page, 'signing/sign (Sign disabled, its reason beside it)');
    // On the phone the agreement reads as text too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(agreement.getByText(/^Credit limit: \$/)).toBeVisible({ timeout: 20_000 });
    expect(await fontSize(agreement.getByText(/^Credit limit: \$/))).toBeGreaterThanOrEqual(16);
    await agreement.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(sign).toBeEnabled();
    await expect(page.getByText(text('signing.sign.disabledReason'))).toHaveCount(0);
    await expect(sign).toHaveAccessibleDescription('');
  });
}
