// Answering register-v2 the way a person does (labels and roles only), shared by the specs that
// need a registration up to its last step.
import { expect, type Page } from '@playwright/test';
import { copyPattern, input, text } from './helpers';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading(`flows.register-v2.steps.${step}.heading`))).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Occupancy = 'HOME' | 'SECONDARY' | 'INVESTMENT';

/** The typeahead's announcement once its suggestions are in: "1 address found", "3 addresses found". */
const SUGGESTIONS_COUNTED = new RegExp(
  `^(?:${['fields.address.suggestionCount_one', 'fields.address.suggestionCount_other'].map((key) => text(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '\\d+')).join('|')})$`,
);

/**
 * "Enter the address manually" once the typed street's suggestions have come (or none), as a person
 * does: clicked while they arrive, the list pushed the button down between press and release and
 * the click was lost (a full run, 1 in about 250 tests).
 */
export async function enterAddressManually(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: SUGGESTIONS_COUNTED })).toHaveCount(1);
  await page.getByRole('button', { name: text('fields.address.manual') }).click();
}

/** An address by hand: the street, "Enter the address manually", the rest. */
async function answerAddress(page: Page, address: { street1: string; city: string; state: string; zip: string }) {
  // The live page: "Enter the address manually" is enabled once the script has taken over the
  // server render. Typing before that is server-render.spec.ts's subject; here, once (the first test
  // on a cold server), the street typed during hydration was lost.
  await expect(page.getByRole('button', { name: text('fields.address.manual') })).toBeEnabled();
  await input(page, text('fields.address.street1')).fill(address.street1);
  await enterAddressManually(page);
  await input(page, text('fields.address.city')).fill(address.city);
  await input(page, text('fields.address.state')).fill(address.state);
  await input(page, text('fields.address.zip')).fill(address.zip);
}

/** The property step by hand, a primary home unless told otherwise. */
export async function answerPropertyStep(page: Page, address: { street1: string; city: string; state: string; zip: string }, occupancy: Occupancy = 'HOME') {
  await answerAddress(page, address);
  await page.getByRole('radio', { name: text(`fields.occupancyType.${occupancy}`), exact: true }).check();
}

/** What a caller does at each step once it is answered (the layout check, `checkScreen`), by the step's name. */
type AtStep = (step: string) => Promise<void>;

/**
 * Answers every step of register-v2 for a new applicant and stops before 'Check my rate';
 * `atStep` runs on each step once answered, before Continue. `skipsContact`: signed in with a
 * profile that holds an email and a phone, Contact Info is neither asked nor listed (spec section 2);
 * `passwordStep: false`: the brand's external login asks no password of a signed-out applicant.
 */
export async function answerRegistration(
  page: Page,
  email: string,
  lastName = 'Applicant',
  options: { signedIn?: boolean; passwordStep?: boolean; skipsContact?: boolean; occupancy?: Occupancy; atStep?: AtStep } = {},
) {
  const { signedIn = false, skipsContact = false, occupancy = 'HOME', atStep = async () => {} } = options;
  const passwordStep = options.passwordStep ?? !signedIn;
  const groups = page.getByRole('navigation', { name: text('common.form.progressGroups') });
  await expect(groups.getByText(text('flows.register-v2.groups.contact-info'))).toHaveCount(skipsContact ? 0 : 1);
  await answerPropertyStep(page, { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' }, occupancy);
  await atStep('register-v2/property');
  if (occupancy !== 'HOME') {
    // Not the applicant's home: where they live is the next question, one step more on this path.
    await next(page, 'home-address');
    await answerAddress(page, { street1: '9 Oak Ave', city: 'Oakland', state: 'CA', zip: '94607' });
    await atStep('register-v2/home-address');
  }
  await next(page, 'for-sale');
  await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
  await atStep('register-v2/for-sale');
  await next(page, 'annual-income');
  await input(page, text('fields.income.income')).fill('120000');
  await choose(page, text('fields.income.employmentType'), text('fields.employmentType.FULL_TIME'));
  await atStep('register-v2/annual-income');
  await next(page, 'legal-name');
  await input(page, text('fields.name.firstName')).fill('Pat');
  await input(page, text('fields.name.lastName')).fill(lastName);
  await atStep('register-v2/legal-name');
  await next(page, 'birthdate');
  await input(page, text('fields.dob.month')).fill('5');
  await input(page, text('fields.dob.day')).fill('17');
  await input(page, text('fields.dob.year')).fill('1980');
  await atStep('register-v2/birthdate');
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  if (!skipsContact) {
    await expect(page.getByRole('heading', heading('flows.register-v2.steps.phone-and-email.heading'))).toBeVisible();
    await input(page, text('fields.phoneNumber')).fill('(555) 555-0100');
    await input(page, text('fields.email')).fill(email);
    await atStep('register-v2/phone-and-email');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
  }
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.final.heading'))).toBeVisible();
  // The count follows this path (a primary home: no home-address step; a known contact: no
  // Contact Info) and reaches its end.
  const steps = String((occupancy === 'HOME' ? 7 : 8) - (skipsContact ? 1 : 0));
  await expect(page.getByText(text('common.form.stepProgress').replace('{{position}}', steps).replace('{{total}}', steps))).toBeVisible();
  // Signed in, or under the brand's external login, the last step is the consents alone (login-info): no new password.
  if (passwordStep) {
    await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
    await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
  } else {
    await expect(page.getByLabel(text('fields.password.password'))).toHaveCount(0);
  }
  await page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }).check();
  await page.getByRole('checkbox', { name: text('fields.consent.communication') }).check();
  await atStep('register-v2/final');
}

/**
 * From the step before it, the person's steps every product's registration shares with register-v2
 * (legal name, birthdate, phone and email), to its last step's heading.
 */
export async function answerPerson(page: Page, person: { lastName: string; email: string }) {
  await next(page, 'legal-name');
  await input(page, text('fields.name.firstName')).fill('Pat');
  await input(page, text('fields.name.lastName')).fill(person.lastName);
  await next(page, 'birthdate');
  await input(page, text('fields.dob.month')).fill('5');
  await input(page, text('fields.dob.day')).fill('17');
  await input(page, text('fields.dob.year')).fill('1980');
  await next(page, 'phone-and-email');
  await input(page, text('fields.phoneNumber')).fill('(555) 555-0100');
  await input(page, text('fields.email')).fill(person.email);
  await next(page, 'final');
}

/** The last step of a new applicant: a password and the two consents, not yet sent. */
export async function answerPasswordStep(page: Page) {
  await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
  await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
  await page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }).check();
  await page.getByRole('checkbox', { name: text('fields.consent.communication') }).check();
}
