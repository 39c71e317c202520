// The step renderer's widgets as a person uses them: the address typeahead (choose by keyboard or
// enter manually), the phone and money formats, the low-income confirmation, the strength meter
// and the consent labels with the brand's terms label.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, brandOf, copyPattern, flowJson, input, text, urlOn } from './helpers';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../../src/core/brand/view';

const base = '/account/heloc/register-v2';
const HELD = { propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701', occupancyType: 'INVESTMENT' } };
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const flowStep = (id: string) => (flowJson('flows/heloc/register-v2.flow.json').steps as Array<{ id: string; uiSchema: Record<string, any> }>).find((s) => s.id === id)!; // eslint-disable-line @typescript-eslint/no-explicit-any

async function openStep(page: Page, path: string, answers: object = HELD, url = `${base}/${path}`) {
  await page.addInitScript((held) => sessionStorage.setItem('flow-answers:register-v2', held), JSON.stringify(answers));
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the address typeahead suggests addresses for the typed text; arrows and Enter choose one and reveal the full address', async ({ page }) => {
  await page.goto(base);
  const street = page.getByRole('combobox', { name: text('fields.address.street1'), exact: true });
  await expect(input(page, text('fields.address.city'))).toBeHidden();
  await street.fill('350 Fifth');
  const list = page.getByRole('listbox', { name: text('fields.address.suggestions') });
  await expect(list.getByRole('option', { name: '350 Fifth Ave, New York, NY 10118' })).toBeVisible();
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  await street.press('ArrowDown');
  await expect(list.getByRole('option', { name: '350 Fifth Ave, New York, NY 10118' })).toHaveAttribute('aria-selected', 'true');
  await street.press('Enter');
  await expect(list).toBeHidden();
  await expect(street).toHaveValue('350 Fifth Ave');
  await expect(input(page, text('fields.address.city'))).toHaveValue('New York');
  await expect(input(page, text('fields.address.state'))).toHaveValue('NY');
  await expect(input(page, text('fields.address.zip'))).toHaveValue('10118');
  expect(await axeViolations(page)).toEqual([]);
});

test('Escape closes the suggestions; a click chooses; "Enter the address manually" reveals the empty form', async ({ page }) => {
  await page.goto(base);
  const street = page.getByRole('combobox', { name: text('fields.address.street1'), exact: true });
  await street.fill('Duval');
  const option = page.getByRole('option', { name: '1100 Duval St, Key West, FL 33040' });
  await expect(option).toBeVisible();
  await street.press('Escape');
  await expect(option).toBeHidden();
  await street.fill('Dexter Ave');
  await page.getByRole('option', { name: '600 Dexter Ave, Montgomery, AL 36104' }).click();
  await expect(input(page, text('fields.address.state'))).toHaveValue('AL');

  await page.reload();
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: text('fields.address.manual') }).click();
  await expect(input(page, text('fields.address.city'))).toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(input(page, text('fields.address.street1'))).toHaveAccessibleDescription(text('errors.address.street1Required'));
});

// A screen reader heard "0 addresses found" the moment a street was typed, before the search had
// answered (and a test waiting for that announcement clicked "Enter the address manually" just as
// the suggestions pushed it down: the click was lost, 1 run in about 250). The real search answers;
// the test only holds its answer back until it has looked at the page.
test('the typeahead announces a count only once the suggestions for the typed text have come', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const searched = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**${DEFAULT_ADDRESS_SEARCH_URL}**`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(base);
  await expect(page.getByRole('button', { name: text('fields.address.manual') })).toBeEnabled();
  await input(page, text('fields.address.street1')).fill('350 Fifth');
  await searched;
  // While the search has not answered, nothing is announced (not "0 addresses found").
  await expect(page.getByRole('status').filter({ hasText: text('fields.address.suggestionCount_other').replace('{{count}}', '0') })).toHaveCount(0);
  release();
  await expect(page.getByRole('status').filter({ hasText: text('fields.address.suggestionCount_one').replace('{{count}}', '1') })).toHaveCount(1);
  await expect(page.getByRole('option', { name: '350 Fifth Ave, New York, NY 10118' })).toBeVisible();
});

test('the phone number is formatted as typed, a country is offered with the US by default', async ({ page }) => {
  await openStep(page, 'phone-and-email');
  const phone = input(page, text('fields.phoneNumber'));
  await phone.fill('555.123.45679999');
  await expect(phone).toHaveValue('(555) 123-4567');
  await expect(phone).toHaveAttribute('maxlength', '14');
  await expect(page.getByRole('combobox', { name: text('fields.phoneCountry.label') })).toHaveText('United States (+1)');
});

test('on a phone the country shows whole, above the number, and the number\'s message is under the number (issue 15)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openStep(page, 'phone-and-email');
  const country = page.getByRole('combobox', { name: text('fields.phoneCountry.label') });
  const phone = input(page, text('fields.phoneNumber'));
  await phone.fill('555123');
  await phone.press('Tab');
  const message = page.getByRole('alert').filter({ hasText: text('errors.phone.invalid') });
  await expect(message).toBeVisible();
  // Not cut to 'United Stat…': the text fits its box.
  expect(await country.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [c, p, m] = await Promise.all([country.boundingBox(), phone.boundingBox(), message.boundingBox()]);
  expect(c!.y + c!.height).toBeLessThanOrEqual(p!.y);
  expect(m!.y).toBeGreaterThanOrEqual(p!.y + p!.height);
});

test('income shows thousands separators; under 15000 Continue asks to confirm, and only Confirm moves on', async ({ page }) => {
  await openStep(page, 'annual-income');
  const income = input(page, text('fields.income.income'));
  await income.fill('120000');
  await expect(income).toHaveValue('120,000');
  await income.fill('12000');
  await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
  // The answers only: no blank first row (issue 15).
  const employment = flowStep('annual-income').uiSchema.income.employmentType['ui:enumNames'] as string[];
  // Exactly the answers, in order: no blank row, and the group headings are headings, not choices.
  await expect(page.getByRole('option')).toHaveText(employment.map(text));
  await page.getByRole('option', { name: text('fields.employmentType.FULL_TIME'), exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert').filter({ hasText: text('errors.income.lowConfirm') });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.annual-income.heading'))).toBeVisible();
  await alert.getByRole('button', { name: text('fields.confirm') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.legal-name.heading'))).toBeVisible();
});

test('the password strength meter says how strong the password is, and the hint describes the field', async ({ page }) => {
  await openStep(page, 'set-password');
  const password = input(page, text('fields.password.password'));
  await expect(password).toHaveAccessibleDescription(new RegExp(text('fields.password.hint').replace(/[.]/g, '\\.')));
  const meter = page.getByRole('meter');
  for (const [value, level] of [['abc', 'none'], ['abcDEF', 'weak'], ['abcDEF12', 'fair'], ['abcDEF12!', 'almost'], ['abcDEF12!xyz', 'strong']] as const) {
    await password.fill(value);
    const words = text('fields.password.strength.label').replace('{{level}}', text(`fields.password.strength.${level}`));
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuetext', words);
  }
  // A password the rules refuse: their words once, as the field's message, not the hint again (issue 15).
  await password.fill('short');
  await password.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: text('fields.password.hint') })).toBeVisible();
  await expect(page.getByText(text('fields.password.hint'), { exact: true })).toHaveCount(1);
  // Consents start unticked.
  await expect(page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') })).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
});

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`the terms consent on ${orgCode} names the brand's terms label and links its terms and privacy policy`, async ({ page, baseURL }) => {
    const { hostPrefix, view } = brandOf(orgCode);
    await openStep(page, 'set-password', HELD, urlOn(baseURL!, `${hostPrefix}.localhost`, `${base}/set-password`));
    const checkbox = page.getByRole('checkbox', { name: `I agree to the ${view.termsLabel} and the Privacy Policy.` });
    await expect(checkbox).toBeVisible();
    const label = page.locator('label', { has: checkbox });
    await expect(label.getByRole('link', { name: view.termsLabel, exact: true })).toHaveAttribute('href', view.termsUrl);
    await expect(label.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', view.privacyUrl);
  });
}
