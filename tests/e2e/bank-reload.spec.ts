// Reloads in the bank steps keep the applicant's choice (issue 31, item 4), in Chromium against the
// real server, on two brands: bank/disburse after linking a bank and picking an account shows the
// same accounts with the same one picked (the link is read back from the server); bank/confirm
// after choosing automatic payments still shows that choice. axe at 1280 and 320 px.
import { expect, test, type Page } from '@playwright/test';
import { submitIdentity } from '../server/journey';
import { notariseOnline } from '../server/closing-journey';
import { axeViolations, text } from './helpers';
import { checkScreen } from './layout';
import { newApplicant, pageOf, reachStatus, toIdentity } from './phone-setup';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

async function axeAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await checkScreen(page, where);
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} reloading bank/disburse and bank/confirm keeps the choice`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const applicant = await newApplicant(request, page, orgCode);
    await toIdentity(applicant);
    await submitIdentity(applicant.api, applicant.uuid);
    await reachStatus(applicant.api, applicant.uuid, 'NOTE_SIGNING');
    await notariseOnline(applicant.api, applicant.uuid);
    await reachStatus(applicant.api, applicant.uuid, 'DISBURSEMENT_ACCOUNT');

    await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}/bank/disburse`));
    await expect(page.getByRole('heading', heading('closing.bank.disburse.heading'))).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: text('closing.bank.disburse.link') }).click();
    const account = page.getByRole('radio', { name: /^Everyday Checking ending in \d{4}$/ });
    await account.check();
    await page.reload();
    await expect(page.getByRole('heading', heading('closing.bank.disburse.heading'))).toBeVisible();
    await expect(account).toBeChecked();
    await axeAtBothWidths(page, 'bank/disburse, after a reload');
    await page.getByRole('button', { name: text('closing.bank.disburse.use') }).click();

    await expect(page.getByRole('heading', heading('closing.bank.autopay.heading'))).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: /^Automatic payments from the account ending in \d{4}$/ }).check();
    await page.getByRole('button', { name: text('closing.bank.autopay.continue') }).click();
    await expect(page.getByRole('heading', heading('closing.bank.confirm.heading'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', heading('closing.bank.confirm.heading'))).toBeVisible();
    await expect(page).toHaveURL(/\/bank\/confirm$/);
    await expect(page.getByText(/^Automatic payments from the account ending in \d{4}$/)).toBeVisible();
    await axeAtBothWidths(page, 'bank/confirm, after a reload');
  });
}
