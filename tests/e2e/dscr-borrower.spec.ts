// The DSCR borrower in the browser (flows/dscr/README.md, issue 24 deliverable 3), by labels and
// roles only. On summit-demo through a loan officer's referral link: summit-demo allows a company as
// borrower and has the business-purpose flag on. A company borrowing on a property without a lease
// is asked whether there is a lease (no: the valuation's rent estimate is used, never a rent), the
// certification, its legal name and EIN (a malformed EIN is refused in the flow's words), and reaches
// offers whose worksheet shows the estimate. On keystone-rentals, a brand offering DSCR alone with
// the flag off and no company borrowers, neither the certification nor who is borrowing is asked,
// and a property whose costs alone exceed its rent is declined with the reason in the decline
// copy's words. axe at 1280 and 320 px on the new screens.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { brandOf, copyPattern, input, text, urlOn } from './helpers';
import { axeAndLayout } from './layout';
import { answerPasswordStep, answerPerson, answerPropertyStep } from './registration';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const address = { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' };
const REFERRER = 'c0000000-0000-4000-8000-000000000001';
// The default sandbox valuation ($650,000) and its rent estimate, 0.5% of it (src/server/providers/PERSONAS.md).
const RENT_ESTIMATE = '$3,250.00';

async function next(page: Page, key: string) {
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading(key))).toBeVisible();
}

test('a company borrows on summit-demo without a lease: rent estimate, the certification, name and EIN, offers', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { hostPrefix } = brandOf('summit-demo');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, `/account/dscr/register?referrer=${REFERRER}`));
  await expect(page.getByRole('heading', heading('dscr.steps.index.heading'))).toBeVisible();
  // The progress lists who is borrowing (the brand allows a company).
  const groups = page.getByRole('navigation', { name: text('common.form.progressGroups') });
  await expect(groups.getByText(text('dscr.groups.borrower'), { exact: true })).toBeVisible();
  await answerPropertyStep(page, address, 'INVESTMENT');

  await next(page, 'dscr.steps.rent.heading');
  await axeAndLayout(page, 'summit-dscr-rent');
  await page.getByRole('radio', { name: text('dscr.fields.hasLeaseNo'), exact: true }).check();
  // No lease: no rent is asked; the costs come next.
  await next(page, 'dscr.steps.property-costs.heading');
  await input(page, text('dscr.fields.monthlyTaxes')).fill('400');
  await input(page, text('dscr.fields.monthlyInsurance')).fill('150');
  await input(page, text('dscr.fields.monthlyDues')).fill('50');

  // The flag is on: the certification; the brand allows a company: who is borrowing.
  await next(page, 'dscr.steps.business-purpose.heading');
  await page.getByRole('checkbox', { name: copyPattern('dscr.fields.businessPurposeCertified') }).check();
  await next(page, 'dscr.steps.borrower-type.heading');
  await axeAndLayout(page, 'summit-dscr-borrower-type');
  await page.getByRole('radio', { name: text('dscr.fields.borrowerTypeEntity'), exact: true }).check();
  await next(page, 'dscr.steps.entity.heading');
  await input(page, text('dscr.fields.entityLegalName')).fill('Oak Street Rentals LLC');
  await input(page, text('dscr.fields.ein')).fill('123456789');
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByText(text('dscr.errors.einInvalid')).first()).toBeVisible();
  await expect(page.getByRole('heading', heading('dscr.steps.entity.heading'))).toBeVisible();
  await axeAndLayout(page, 'summit-dscr-entity-error');
  await input(page, text('dscr.fields.ein')).fill('12-3456789');

  await answerPerson(page, { lastName: 'Landlord', email: `dscr-entity-${randomUUID()}@example.com` });
  await answerPasswordStep(page);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();

  // product/select: the worksheet's rent is the valuation's estimate.
  await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 60_000 });
  const worksheet = page.getByRole('region', { name: text('offer.ratioWorksheet.heading') });
  await expect(worksheet).toBeVisible();
  await expect(worksheet.getByText(RENT_ESTIMATE).first()).toBeVisible();
  await expect(worksheet.getByText(new RegExp(`Ratio = monthly rent ÷ total monthly payments = \\${RENT_ESTIMATE.replace('.', '\\.')} ÷ \\$[\\d,.]+ = \\d\\.\\d\\d\\.`))).toBeVisible();
  await axeAndLayout(page, 'summit-dscr-offers');
  // Never the lease's rent.
  expect(visited.filter((p) => /\/lease-rent$/.test(p))).toEqual([]);
});

test('keystone-rentals asks neither the certification nor who is borrowing, and declines a property whose costs exceed its rent', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { hostPrefix } = brandOf('keystone-rentals');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, '/account/dscr/register'));
  await expect(page.getByRole('heading', heading('dscr.steps.index.heading'))).toBeVisible();
  // The brand offers DSCR alone: its logo leads back to DSCR's registration, not to a HELOC entry it refuses.
  await expect(page.getByRole('link', { name: brandOf('keystone-rentals').view.theme.logo.alt })).toHaveAttribute('href', '/account/dscr/register');
  // The progress names the property and not who is borrowing (the brand allows no company).
  const groups = page.getByRole('navigation', { name: text('common.form.progressGroups') });
  await expect(groups.getByText(text('dscr.groups.property-info'), { exact: true })).toBeVisible();
  await expect(groups.getByText(text('dscr.groups.borrower'), { exact: true })).toHaveCount(0);
  await answerPropertyStep(page, address, 'INVESTMENT');
  await next(page, 'dscr.steps.rent.heading');
  await page.getByRole('radio', { name: text('dscr.fields.hasLeaseYes'), exact: true }).check();
  await next(page, 'dscr.steps.lease-rent.heading');
  await input(page, text('dscr.fields.monthlyRent')).fill('1200');
  // Taxes, insurance and dues alone ($1,300) are more than the rent: no line can keep the ratio at the minimum.
  await next(page, 'dscr.steps.property-costs.heading');
  await input(page, text('dscr.fields.monthlyTaxes')).fill('900');
  await input(page, text('dscr.fields.monthlyInsurance')).fill('300');
  await input(page, text('dscr.fields.monthlyDues')).fill('100');
  await answerPerson(page, { lastName: 'Landlord', email: `dscr-plain-${randomUUID()}@example.com` });
  await answerPasswordStep(page);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();

  await expect(page.getByText(text('decline.reasons.DSCR_TOO_LOW'))).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/error\/decline/);
  await axeAndLayout(page, 'keystone-dscr-decline');
  expect(visited.filter((p) => /\/(borrower-type|entity|business-purpose)$/.test(p))).toEqual([]);
});
