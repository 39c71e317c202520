// Status screens in Chromium against the real server, reached through sandbox personas
// (src/server/providers/PERSONAS.md): the adverse-action notice of a declined application, the
// credit-freeze screen, the sidebar's Application ID, and the routing rules of spec section 4
// (a bare /account/heloc visit, a missing application, a session the server no longer accepts).
// axe (WCAG 2.2 AA) runs at 1280 and 320 px on two brands.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { helocRequest, strongPassword, type HelocOptions } from '../server/harness';
import { axeViolations, brandOf, pdfText, text, urlOn } from './helpers';

const heading = (key: string, level = 1) => ({ level, name: text(key) }) as const;

/** A new applicant of `orgCode` with one application; the page's session token goes in before any script runs. */
async function applicant(request: APIRequestContext, page: Page, orgCode: string, persona: HelocOptions = {}) {
  const org = { 'x-org': orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', {
    headers: org,
    data: { email: `e2e-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const headers = { ...org, authorization: `Bearer ${jwt}` };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers, data: helocRequest(persona) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: string };
  // Only into an empty store: a test may replace the token to see what the page does with it.
  await page.addInitScript((token) => localStorage.getItem('jwt') ?? localStorage.setItem('jwt', token), jwt);
  return { uuid, loanNumber, headers };
}

/** The page of a path on a brand's own host name. */
const brandUrl = (baseURL: string, orgCode: string, path: string) => urlOn(baseURL, `${brandOf(orgCode).hostPrefix}.localhost`, path);

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

const declines = [
  // A credit score below the minimum: a reason from the credit report, so the FCRA part shows.
  { orgCode: 'acme-lending', persona: { lastName: 'Lowscore' }, reason: 'CREDIT_SCORE_TOO_LOW', fcra: true },
  // A home that changed hands a month ago: property records only, no FCRA part.
  { orgCode: 'fairway', persona: { street1: '7 Newbuild Way' }, reason: 'RECENT_PURCHASE_OR_TITLE_TRANSFER', fcra: false },
];

for (const d of declines) {
  test(`error/decline on ${d.orgCode} is the adverse-action notice with the reason ${d.reason}`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const { uuid, loanNumber, headers } = await applicant(request, page, d.orgCode, d.persona);
    await page.goto(brandUrl(baseURL!, d.orgCode, `/account/heloc/${uuid}`));
    await expect(page.getByRole('heading', heading('application.screens.decline.heading'))).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/error/decline$`));
    const main = page.getByRole('main');

    const reasons = main.getByRole('region', { name: text('decline.reasonsHeading') });
    await expect(reasons.getByRole('listitem')).toHaveText([text(`decline.reasons.${d.reason}`)]);
    const { view } = brandOf(d.orgCode);
    const creditor = main.getByRole('region', { name: text('decline.creditorHeading') });
    await expect(creditor).toContainText(view.companyName);
    await expect(creditor).toContainText(view.footer.lenderAddress);
    await expect(main.getByRole('region', { name: text('decline.ecoaHeading') })).toHaveText(`${text('decline.ecoaHeading')}${text('decline.ecoa')}`);
    const fcra = main.getByRole('region', { name: text('decline.fcraHeading') });
    if (d.fcra) {
      await expect(fcra).toContainText(text('decline.bureau.name'));
      await expect(fcra).toContainText(text('decline.fcraFreeCopy'));
      await expect(fcra).toContainText(text('decline.fcraDispute'));
      await expect(fcra).toContainText(text('decline.score').replace('{{score}}', '560'));
    } else {
      await expect(fcra).toHaveCount(0);
    }
    // The sidebar names the application by its loan number.
    const sidebar = page.getByRole('region', { name: text('shell.progress.heading') });
    await expect(sidebar).toContainText(`${text('shell.progress.applicationId')}${loanNumber}`);
    await axeAtBothWidths(page);

    // The notice as a PDF: the bytes the server stored (their SHA-256), saying what the page says.
    await page.setViewportSize({ width: 1280, height: 900 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('decline.download') }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('adverse-action-notice.pdf');
    const bytes = await readFile((await saved.path())!);
    const listed = (await (await request.get(closingRoutes.closingDocuments.path({ uuid }), { headers })).json()) as { documents: Array<{ kind: string; sha256: string }> };
    expect(listed.documents.map((doc) => doc.kind)).toEqual(['ADVERSE_ACTION_NOTICE']);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(listed.documents[0]!.sha256);
    // The page footer between two pages' lines is not part of a sentence.
    const words = (await pdfText(bytes)).replace(/\s+/g, ' ').replace(/ Statement of Credit Denial - Page \d+ of \d+ /g, ' ');
    for (const expected of [text('documents.adverseAction.title'), `Application ID: ${loanNumber}`, text(`decline.reasons.${d.reason}`), view.companyName, text('decline.ecoaHeading')]) {
      expect(words).toContain(expected);
    }
    expect(words.includes(text('decline.fcraHeading'))).toBe(d.fcra);
  });
}

test('credit/error explains lifting a freeze at each bureau and offers a retry', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const { uuid } = await applicant(request, page, 'fairway', { lastName: 'Frozen' });
  await page.goto(brandUrl(baseURL!, 'fairway', `/account/heloc/${uuid}`));
  await expect(page.getByRole('heading', heading('application.screens.creditFrozen.heading'))).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/credit/error$`));
  for (const section of ['happened', 'next', 'action']) await expect(page.getByRole('heading', heading(`application.sections.${section}`, 2))).toBeVisible();
  const freeze = page.getByRole('region', { name: text('application.creditFreeze.heading') });
  for (const bureau of ['equifax', 'experian', 'transunion']) {
    const name = text(`application.creditFreeze.bureaus.${bureau}.name`);
    await expect(freeze.getByRole('link', { name: text('application.creditFreeze.online').replace('{{name}}', name) })).toHaveAttribute('href', text(`application.creditFreeze.bureaus.${bureau}.url`));
  }
  await expect(page.getByRole('button', { name: text('application.events.retry') })).toBeEnabled();
  await axeAtBothWidths(page);
  // While the retry is on its way (its request held, then let through to the server): a spinner,
  // 'Submitting', disabled (spec section 4's submit button).
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(`**/application/heloc/${uuid}/events`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: text('application.events.retry') }).click();
  const busy = page.getByRole('button', { name: text('events.busy') });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.MuiCircularProgress-root')).toBeVisible();
  release();
  await expect(busy).toHaveCount(0, { timeout: 30_000 });
});

test('routing: a bare visit opens the active application; a missing one and an ended session lead away', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { uuid } = await applicant(request, page, 'acme-lending', { street1: '12 Nowhere Lane' });
  // Spec section 4: the active application is chosen from the list.
  await page.goto('/account/heloc');
  await expect(page.getByRole('heading', heading('application.screens.property.heading'))).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/review-app/property$`));
  // A missing (or another applicant's) application: the dashboard.
  await page.goto(`/account/heloc/${randomUUID()}`);
  await expect(page).toHaveURL(/\/account\/heloc\/dashboard$/);
  await expect(page.getByRole('heading', heading('auth.dashboard.heading'))).toBeVisible();
  // A token the server does not accept: signed out, then sign-in brings the applicant back here.
  await page.evaluate(() => localStorage.setItem('jwt', 'no-longer-valid'));
  await page.goto(`/account/heloc/${uuid}/review-app/property`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/auth/login\\?redirectUrl=${encodeURIComponent(`/account/heloc/${uuid}/review-app/property`)}$`));
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
