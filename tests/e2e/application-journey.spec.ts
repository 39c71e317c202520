// The application after the offer in Chromium against the real server, as a new applicant goes
// through it, by labels and roles only: register-v2, accept an offer (the early disclosures and the
// hard-credit consent), contact, HMDA, the summary, income (a payroll link through the sandbox
// provider's page, or, as the Paystub persona, an uploaded paystub), the ID document, then closing
// to the `complete` screen: the E-SIGN consent, the documents read to the bottom and signed, the
// notary (online on one brand, in person on the other), the bank account (linked on one, typed on
// the other), the rescission passed on the simulated clock, funded. On two brands; axe on each new
// screen at 1280 and 320 px, and every screen (each registration step, the waiting screen, the
// modals) measured for sideways scroll at 320, 390 and 1280 px (checkScreen; SCREENS_DIR=<dir> also
// saves it for `npm run screens`); every link those screens show is followed at the end (crawl.ts).
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { playwrightApi } from './api';
import { completeAndFunded, consentAndSign, linkAccount, notariseInPerson, notariseOnline, typeAccount } from './closing-screens';
import { axeViolations, brandOf, copyPattern, input, text, urlOn } from './helpers';
import { checkCollectedLinks, collectLinks } from './crawl';
import { checkScreen } from './layout';
import { answerRegistration } from './registration';
import { chooseIdFile } from './phone-setup';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const pdf = { name: 'paystub.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });

/** axe on the screen as it is, at 1280 px and at 320 px; then the layout check at 320, 390 and 1280 px. */
async function axeAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, where);
}

/**
 * The waiting screen while the server works, when it is still up once the next screen is awaited
 * (the sandbox may be quicker than the page's first poll): measured, then `next` awaited.
 */
async function throughWaiting(page: Page, before: string, next: ReturnType<Page['getByRole']>) {
  const waiting = page.getByRole('heading', heading('application.waiting.heading'));
  await expect(waiting.or(next)).toBeVisible({ timeout: 60_000 });
  if (await waiting.isVisible()) await checkScreen(page, `waiting, before ${before}`);
  await expect(next).toBeVisible({ timeout: 60_000 });
}

async function submitStep(page: Page, button = 'flows.common.submit') {
  await page.getByRole('button', { name: text(button) }).click();
}

for (const { orgCode, persona, notary, account } of [
  { orgCode: 'acme-lending', persona: 'Applicant', notary: 'eNotary', account: 'linked' },
  { orgCode: 'fairway', persona: 'Paystub', notary: 'in person', account: 'typed' },
]) {
  test(`a new applicant on ${orgCode} (${persona}) goes from register-v2 to funded (${notary}, ${account} account)`, async ({ page, baseURL, request }) => {
    test.setTimeout(420_000);
    const { hostPrefix } = brandOf(orgCode);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Every screen's links are recorded as checkScreen measures it, and checked at the end (the crawl, tests/e2e/crawl.ts).
    collectLinks(page, orgCode);
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, '/account/heloc/register-v2'));
    await answerRegistration(page, `after-offer-${randomUUID()}@example.com`, persona, { atStep: (step) => checkScreen(page, step) });
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();

    // product/select, then its confirm: the early disclosures, the brochure and the hard-credit consent.
    await throughWaiting(page, 'product/select', page.getByRole('heading', heading('application.offer.heading')));
    await page.getByRole('radio').first().check();
    await checkScreen(page, 'product/select');
    await page.getByRole('button', { name: text('application.offer.continue') }).click();
    await expect(page.getByRole('heading', heading('offer.confirm.heading'))).toBeVisible();
    await expect(page.getByRole('link', { name: /What You Should Know About Home Equity Lines of Credit/ })).toHaveAttribute(
      'href',
      'https://files.consumerfinance.gov/f/201204_CFPB_HELOC-brochure.pdf',
    );
    await page.getByRole('checkbox', { name: copyPattern('offer.confirm.acknowledge') }).check();
    await page.getByRole('checkbox', { name: copyPattern('offer.confirm.hardCredit') }).check();
    await axeAtBothWidths(page, 'product/select/confirm');
    await page.getByRole('button', { name: text('offer.confirm.accept') }).click();

    // start/contact: the mailing address is the property's; the phone comes from the profile.
    await expect(page.getByRole('heading', heading('flows.contact.steps.index.heading'))).toBeVisible();
    await expect(page).toHaveURL(/\/start\/contact$/);
    await page.getByRole('radio', { name: text('fields.yesNo.YES'), exact: true }).check();
    await checkScreen(page, 'start/contact');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    // Who else is on title (issue 31): nobody here (a co-owner: title-owners.spec.ts).
    await expect(page).toHaveURL(/\/start\/contact\/title$/);
    await page.getByRole('radio', { name: text('fields.titleOwnership.SOLE'), exact: true }).check();
    await checkScreen(page, 'start/contact/title');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page).toHaveURL(/\/start\/contact\/phone-and-status$/);
    await expect(input(page, text('fields.phoneNumber'))).toHaveValue('(555) 555-0100');
    await page.getByRole('radio', { name: text('fields.maritalStatus.MARRIED'), exact: true }).check();
    await axeAtBothWidths(page, 'start/contact/phone-and-status');
    await submitStep(page);

    // start/hmda: several answers allowed.
    await expect(page.getByRole('heading', heading('flows.hmda.steps.index.heading'))).toBeVisible();
    await page.getByRole('group', { name: text('fields.hmda.ethnicity.label') }).getByRole('checkbox', { name: text('fields.hmda.ethnicity.notHispanicOrLatino'), exact: true }).check();
    await page.getByRole('group', { name: text('fields.hmda.race.label') }).getByRole('checkbox', { name: text('fields.hmda.race.white'), exact: true }).check();
    await page.getByRole('group', { name: text('fields.hmda.race.label') }).getByRole('checkbox', { name: text('fields.hmda.race.asian'), exact: true }).check();
    await page.getByRole('group', { name: text('fields.hmda.sex.label') }).getByRole('checkbox', { name: text('fields.hmda.sex.notProvided'), exact: true }).check();
    await axeAtBothWidths(page, 'start/hmda');
    await submitStep(page);

    // start/app-summary: every answer shown before the binding submit.
    await expect(page.getByRole('heading', heading('summary.heading'))).toBeVisible();
    await expect(page.getByText(text('fields.maritalStatus.MARRIED'))).toBeVisible();
    await expect(page.getByText(text('fields.hmda.race.asian'))).toBeVisible();
    await page.getByRole('checkbox', { name: copyPattern('summary.confirm') }).check();
    await expect(page.getByRole('button', { name: text('summary.submit') })).toBeEnabled();
    await axeAtBothWidths(page, 'start/app-summary');
    await page.getByRole('button', { name: text('summary.submit') }).click();

    // income/review after the hard pull.
    await throughWaiting(page, 'income/review', page.getByRole('heading', heading('income.review.heading')));
    await axeAtBothWidths(page, 'income/review');
    if (persona === 'Paystub') {
      await page.getByRole('link', { name: text('income.methods.upload.action') }).click();
      await expect(page.getByRole('heading', heading('income.upload.heading'))).toBeVisible();
      await page.getByLabel(text('income.upload.label')).setInputFiles(pdf);
      await expect(page.getByText(text('upload.uploaded').replace('{{name}}', 'paystub.pdf'))).toBeVisible();
      await axeAtBothWidths(page, 'income/upload');
      await page.getByRole('button', { name: text('income.upload.submit') }).click();
    } else {
      await page.getByRole('link', { name: text('income.methods.payroll.action') }).click();
      await expect(page.getByRole('heading', heading('income.link.payroll.heading'))).toBeVisible();
      await axeAtBothWidths(page, 'income/link/payroll');
      await page.getByRole('button', { name: text('income.link.payroll.action') }).click();
      // The sandbox payroll provider's own page, then back through income/pointserv-callback.
      await expect(page.getByRole('heading', { level: 1, name: 'Connect your payroll account' })).toBeVisible();
      await checkScreen(page, 'sandbox payroll provider');
      await page.getByRole('button', { name: 'Connect' }).click();
    }

    // identity: the document type (a form flow), then its front and back.
    await throughWaiting(page, 'identity', page.getByRole('heading', heading('flows.id-document.steps.index.heading')));
    await page.getByRole('radio', { name: text('fields.identityDocument.US_DRIVERS_LICENSE'), exact: true }).check();
    await axeAtBothWidths(page, 'identity');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page).toHaveURL(/\/identity\/upload$/);
    await chooseIdFile(page, 'front', png('front.png'));
    await expect(page.getByText(text('identity.images.frontDone'))).toBeVisible();
    await chooseIdFile(page, 'back', png('back.png'));
    await expect(page.getByText(text('identity.images.backDone'))).toBeVisible();
    await axeAtBothWidths(page, 'identity/upload');
    await page.getByRole('button', { name: text('identity.submit') }).click();

    // The first closing screen: signing/intro.
    await throughWaiting(page, 'signing/intro', page.getByRole('heading', heading('application.screens.signingIntro.heading')));
    await expect(page).toHaveURL(/\/signing\/intro$/);
    // axe and the layout check of signing/intro: consentAndSign's seeScreen.
    // The sidebar: the loan number as Application ID and the chosen offer.
    // Exact: the E-SIGN consent's PDF, drawn in the page, also says 'Application ID: …'.
    await expect(page.getByText(text('shell.progress.applicationId'), { exact: true })).toBeVisible();

    // Closing. The sandbox's clock (notary hours, the slot, the rescission) moves over HTTP with
    // the applicant's own token, as the page holds it.
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    const api = playwrightApi(request, (await page.evaluate(() => localStorage.getItem('jwt')))!, { 'x-org': orgCode });
    await consentAndSign(page, uuid, 'Pat Applicant');
    if (notary === 'eNotary') await notariseOnline(page, api, uuid);
    else await notariseInPerson(page, api, uuid);
    if (account === 'linked') await linkAccount(page, uuid);
    else await typeAccount(page, uuid);
    await completeAndFunded(page, api, uuid);
    // No link seen on the way leads to 'Page not found' or redirects off the site.
    await checkCollectedLinks(page);
  });
}
