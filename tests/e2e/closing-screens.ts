// The closing screens as a person goes through them, shared by the whole journey
// (application-journey.spec.ts) and the closing spec: signing, the notary (online or in person),
// the bank account (linked or typed) and `complete`. Every screen is checked with axe at 1280 and
// 320 px and for sideways scroll at 320, 390 and 1280 px (checkScreen, which also saves screenshots
// with SCREENS_DIR set).
import { expect, type Page } from '@playwright/test';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { formatMoney } from '../../src/core/offer/money';
import { CANARY_ACCOUNT, CANARY_ROUTING, NOTARY_LOCATION, advanceClock, rescissionEnd, toBankingDayAfter, toEnotaryHours, waitFor } from '../server/closing-journey';
import { statusOf, type Api } from '../server/journey';
import { axeViolations, text } from './helpers';
import { checkScreen, nextLayout } from './layout';

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen at its path with its heading; axe at 1280 and 320 px; nothing scrolling sideways (layout.ts). */
export async function seeScreen(page: Page, uuid: string, screen: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/${uuid}/${escapeRegExp(screen)}$`), { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  const brand = new URL(page.url()).hostname;
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    // A frame first: the transitions the resize starts are running when axe waits for them to end.
    await nextLayout(page);
    // Asked again until it holds: a resize can start work that ends later (signing/sign redraws its
    // PDF at the new width, which may enable Sign, whose colour then fades in over 250 ms); a real
    // violation stays and fails when the poll times out.
    await expect.poll(() => axeViolations(page), { message: `${screen} on ${brand} at ${width} px`, timeout: 15_000 }).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, `${screen}: ${heading}`);
}

const viewer = (page: Page, title: RegExp) => page.getByRole('region', { name: title });

/**
 * From signing/intro: the E-SIGN consent with the code read off its PDF, the documents listed, then
 * each one read to its end and signed, until the notary's screen comes next.
 */
export async function consentAndSign(page: Page, uuid: string, signatureName: string) {
  await seeScreen(page, uuid, 'signing/intro', text('application.screens.signingIntro.heading'));
  const codeLine = viewer(page, /^Consent to Use Electronic Records and Signatures, PDF document$/).getByText(/Your confirmation code: \d{6}/);
  await expect(codeLine).toBeAttached({ timeout: 20_000 });
  const code = /(\d{6})/.exec((await codeLine.textContent())!)![1]!;
  await page.getByLabel(text('signing.esign.codeLabel')).fill(code);
  await page.getByRole('checkbox', { name: text('signing.esign.consentLabel') }).check();
  await page.getByRole('button', { name: text('signing.esign.submit') }).click();
  await expect(page.getByText(text('signing.intro.consented'))).toBeVisible();

  await page.getByRole('link', { name: text('signing.intro.review') }).click();
  await seeScreen(page, uuid, 'document/disclosures', text('signing.disclosures.heading'));
  await page.getByRole('link', { name: text('signing.disclosures.toSign') }).click();
  await seeScreen(page, uuid, 'signing/sign', text('signing.sign.heading'));
  const progress = page.getByRole('heading', { level: 2, name: /^Document (\d+) of (\d+): / });
  const [, , total] = /^Document (\d+) of (\d+): /.exec((await progress.textContent())!)!;
  for (let n = 1; n <= Number(total); n++) {
    const title = /^Document \d+ of \d+: (.*)$/.exec((await progress.textContent())!)![1]!;
    await expect(progress).toHaveText(new RegExp(`^Document ${n} of ${total}: `));
    const box = viewer(page, new RegExp(`^${escapeRegExp(title)}.*, PDF document$`));
    await expect(box.locator('.textLayer').first()).toBeAttached({ timeout: 20_000 });
    const sign = page.getByRole('button', { name: text('signing.sign.submit'), exact: true });
    await page.getByLabel(text('signing.sign.nameLabel')).fill(signatureName);
    await page.getByRole('checkbox', { name: text('signing.sign.agreeLabel') }).check();
    // Read to the end: Sign opens only once the document's bottom marker is in sight.
    await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(page.getByText(text('signing.viewer.reachedEnd'))).toBeVisible();
    await sign.click();
    if (n < Number(total)) await expect(progress).toHaveText(new RegExp(`^Document ${n + 1} of `));
  }
  await expect(page.getByText(text('signing.sign.allSigned'))).toBeVisible();
  await page.getByRole('button', { name: text('signing.sign.finish') }).click();
}

/** notary/intro inside the eNotary's hours (the clock moved there), the location explained, the session and its quiz. */
export async function notariseOnline(page: Page, api: Api, uuid: string) {
  await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
  await toEnotaryHours(api, uuid);
  await page.reload();
  await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
  await page.getByRole('button', { name: 'Why we need your location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why we need your location' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await checkScreen(page, 'notary/intro: Why we need your location');
  await dialog.getByRole('button', { name: text('closing.notary.location.close') }).click();
  await page.getByRole('button', { name: 'Talk to eNotary' }).click();
  await page.getByRole('link', { name: text('closing.notary.intro.join') }).click();

  await seeScreen(page, uuid, 'notary/session', text('closing.notary.session.heading'));
  await expect(page.getByRole('link', { name: text('closing.notary.session.video') })).toHaveAttribute('href', /\/sandbox\/notary\/video\/enotary-/);
  await answerQuiz(page);
}

/** The identity quiz answered right, then Finish with the location shared (the browser allowed to share it). */
export async function answerQuiz(page: Page) {
  await page.getByRole('group', { name: 'Which of these streets have you lived on?' }).getByLabel('Main St').check();
  await page.getByRole('group', { name: 'Which of these lenders holds a loan in your name?' }).getByLabel('Sandbox Mortgage Co.').check();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: NOTARY_LOCATION.latitude, longitude: NOTARY_LOCATION.longitude, accuracy: NOTARY_LOCATION.accuracyMeters });
  await page.getByRole('button', { name: text('closing.notary.session.submit') }).click();
}

/** notary/schedule-manual with its $350 fee agreed, a slot reserved, and the notary's visit passed on the clock. */
export async function notariseInPerson(page: Page, api: Api, uuid: string) {
  await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
  await page.getByRole('link', { name: 'Schedule Notary Session' }).click();
  await seeScreen(page, uuid, 'notary/schedule-manual', text('closing.notary.scheduleManual.heading'));
  await expect(page.getByText('Manual notarization costs $350.00')).toBeVisible();
  // The fee must be agreed to first.
  await page.getByRole('button', { name: 'Schedule Notary Session' }).click();
  await expect(page.getByText(text('errors.required'))).toBeVisible();
  await page.getByRole('checkbox', { name: /manual notarization fee of \$350\.00/ }).check();
  await page.getByRole('button', { name: 'Schedule Notary Session' }).click();

  await seeScreen(page, uuid, 'notary/reserve-manual', text('closing.notary.reserveManual.heading'));
  await page.getByRole('group', { name: text('closing.notary.reserveManual.slotsLabel') }).getByRole('radio').first().check();
  await page.getByRole('button', { name: text('closing.notary.reserveManual.submit') }).click();
  await seeScreen(page, uuid, 'notary/reserve-manual', text('closing.notary.reserveManual.reserved'));
  // The notary visits at the slot: the clock moves past it.
  const slot = (await api.get(closingRoutes.closing.path({ uuid }))).body as { reservation: { startsAt: string } };
  const now = await advanceClock(api, uuid, 0);
  await advanceClock(api, uuid, (new Date(slot.reservation.startsAt).getTime() - now.getTime()) / 3_600_000 + 2);
}

/** bank/disburse through the sandbox bank-data provider, then automatic payments from that account. */
export async function linkAccount(page: Page, uuid: string) {
  await seeScreen(page, uuid, 'bank/disburse', text('closing.bank.disburse.heading'));
  await page.getByRole('button', { name: text('closing.bank.disburse.link') }).click();
  await page.getByRole('radio', { name: /^Everyday Checking ending in \d{4}$/ }).check();
  await seeScreen(page, uuid, 'bank/disburse', text('closing.bank.disburse.heading'));
  await page.getByRole('button', { name: text('closing.bank.disburse.use') }).click();

  await seeScreen(page, uuid, 'bank/autopay', text('closing.bank.autopay.heading'));
  await page.getByRole('radio', { name: /^Automatic payments from the account ending in \d{4}$/ }).check();
  await page.getByRole('button', { name: text('closing.bank.autopay.continue') }).click();
  await confirmAccount(page, uuid);
}

/** bank/manual-disburse typed by hand (a routing number failing the checksum first), then manual payments. */
export async function typeAccount(page: Page, uuid: string) {
  await seeScreen(page, uuid, 'bank/disburse', text('closing.bank.disburse.heading'));
  await page.getByRole('link', { name: text('closing.bank.disburse.manual') }).click();
  await seeScreen(page, uuid, 'bank/manual-disburse', text('closing.manualDisburse.heading'));
  await page.getByRole('radio', { name: 'Checking' }).check();
  const wrong = `${CANARY_ROUTING.slice(0, 8)}${(Number(CANARY_ROUTING[8]) + 1) % 10}`;
  await page.getByRole('textbox', { name: 'Routing number' }).fill(wrong);
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(CANARY_ACCOUNT);
  await page.getByRole('textbox', { name: 'Confirm account number' }).fill(CANARY_ACCOUNT);
  await page.getByRole('button', { name: text('closing.manualDisburse.button') }).click();
  await expect(page.getByText(text('closing.errors.routingNumber.invalid'))).toBeVisible();
  await page.getByRole('textbox', { name: 'Routing number' }).fill(CANARY_ROUTING);
  await page.getByRole('button', { name: text('closing.manualDisburse.button') }).click();

  await seeScreen(page, uuid, 'bank/autopay', text('closing.bank.autopay.heading'));
  await expect(page.getByText(`ending in ${CANARY_ACCOUNT.slice(-4)}`)).toBeVisible();
  await page.getByRole('radio', { name: text('closing.bank.autopay.manual') }).check();
  await page.getByRole('button', { name: text('closing.bank.autopay.continue') }).click();
  await confirmAccount(page, uuid);
  await expect(page.getByText(CANARY_ACCOUNT)).toHaveCount(0);
}

async function confirmAccount(page: Page, uuid: string) {
  await seeScreen(page, uuid, 'bank/confirm', text('closing.bank.confirm.heading'));
  await expect(page.getByText(CANARY_ACCOUNT)).toHaveCount(0);
  await page.getByRole('checkbox', { name: text('closing.bank.confirm.agree') }).check();
  await page.getByRole('button', { name: text('closing.bank.confirm.submit') }).click();
}

/** complete: the funding amount during the rescission, then (the clock past it) the amount funded. */
export async function completeAndFunded(page: Page, api: Api, uuid: string) {
  await seeScreen(page, uuid, 'complete', text('closing.complete.heading'));
  const { fundingAmount } = (await api.get(closingRoutes.closing.path({ uuid }))).body as { fundingAmount: number };
  // The amount shows in the screen and in the sidebar's offer details.
  await expect(page.getByText(formatMoney(fundingAmount, 2), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text('closing.complete.cancel') })).toBeVisible();
  // The rescission passes on the simulated clock: the next banking day after it ends.
  await toBankingDayAfter(api, uuid, await rescissionEnd(api, uuid));
  await expect(page.getByRole('heading', { level: 1, name: text('closing.complete.funded') })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(new RegExp(`We sent ${escapeRegExp(formatMoney(fundingAmount, 2))} to your account`))).toBeVisible();
  expect((await statusOf(api, uuid)).status).toBe('COMPLETE');
  await seeScreen(page, uuid, 'complete', text('closing.complete.funded'));
}
