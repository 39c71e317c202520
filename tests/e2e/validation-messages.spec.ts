// Every message of spec section 5 a register-v2 step can show, seen at its field with the exact
// text: on submit (the shared fixtures tests/fixtures/flows/register-v2), and on leaving a field,
// where only the field left speaks. Each message names its field (aria-describedby, aria-invalid)
// and is spoken (role=alert).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyPattern, fieldAt, fillStep, flowJson, input, text } from './helpers';

type Step = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Answers = Record<string, unknown>;
type Expected = { pointer: string; messageKey: string };

const flow = flowJson('flows/heloc/register-v2.flow.json');
const stepOf = (id: string): Step => flow.steps.find((s: { id: string }) => s.id === id);
const base = '/account/heloc/register-v2';
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../fixtures/flows/register-v2/${name}.json`), 'utf8')) as {
    answers: Answers;
    errors: Record<string, Expected[]>;
  };

// Answers that reach every later step (a property address is held).
const HELD: Answers = { propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701', occupancyType: 'INVESTMENT' } };
// Fixture values no person can enter through these widgets: the amount field takes digits only,
// and a choice list offers only its own options.
const NOT_ENTERABLE = new Set(['/income/otherIncome', '/name/suffix']);

async function openStep(page: Page, stepId: string, answers: Answers = HELD) {
  await page.addInitScript((held) => sessionStorage.setItem('flow-answers:register-v2', held), JSON.stringify(answers));
  const step = stepOf(stepId);
  await page.goto(step.path ? `${base}/${step.path}` : base);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const submitButton = (page: Page) => page.getByRole('button', { name: /^(Continue|Check my rate)$/ });

/** The control that carries the field's message: its input, its radio group, its checkbox, or the date's Month input. */
function controlAt(page: Page, step: Step, pointer: string) {
  if (pointer.startsWith('/dob')) return input(page, text('fields.dob.month'));
  const field = fieldAt(step, pointer);
  if (field.checkbox) return page.getByRole('checkbox', { name: field.checkbox });
  if (field.radio) return page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: field.radio.names[0], exact: true }) });
  return input(page, field.label);
}

async function expectMessageAt(page: Page, step: Step, pointer: string, message: string) {
  const control = controlAt(page, step, pointer);
  // MUI's select names its message on its hidden input, not on the combobox (left as is).
  if (!fieldAt(step, pointer).select || pointer.startsWith('/dob')) await expect(control, pointer).toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(control, pointer).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
}

/** The messages shown on the page, in order. */
const shownMessages = async (page: Page) => (await page.locator('[id$="__error"]').filter({ hasText: /\S/ }).allInnerTexts()).map((s) => s.trim());
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unique = (xs: string[]) => [...new Set(xs)].sort();

/** Only the answers of this step, less those no one can enter. */
function enterable(step: Step, answers: Answers): Answers {
  const own = Object.fromEntries(Object.keys(step.schema.properties).filter((k) => k in answers).map((k) => [k, structuredClone(answers[k])]));
  for (const pointer of NOT_ENTERABLE) {
    const [group, key] = pointer.split('/').slice(1);
    if (own[group!] && typeof own[group!] === 'object') delete (own[group!] as Answers)[key!];
  }
  const drop = (ui: Step, node: Answers) => {
    for (const [k, v] of Object.entries(node)) {
      const schema = step.schema.properties[k] ?? {};
      if (v && typeof v === 'object') drop(ui, v as Answers);
      else if (Array.isArray(schema.enum) && !schema.enum.includes(v)) delete node[k];
    }
  };
  drop(step.uiSchema, own);
  // A choice outside the list (occupancy 'INIT') is left unchosen, as a person would.
  const address = own.propertyAddress as Answers | undefined;
  if (address && !['HOME', 'SECONDARY', 'INVESTMENT'].includes(address.occupancyType as string)) delete address.occupancyType;
  return own;
}

for (const name of ['each-required-field-message', 'invalid-values-messages']) {
  const { answers, errors } = fixture(name);
  for (const [stepId, expected] of Object.entries(errors)) {
    test(`${stepId}: on submit, ${name} shows each message at its field`, async ({ page }) => {
      const step = stepOf(stepId);
      await openStep(page, stepId, stepId === 'index' ? {} : HELD);
      await fillStep(page, step, enterable(step, answers));
      await submitButton(page).click();
      const shown = expected.filter((e) => !NOT_ENTERABLE.has(e.pointer));
      for (const e of shown) await expectMessageAt(page, step, e.pointer, text(e.messageKey));
      expect(unique(await shownMessages(page))).toEqual(unique(shown.map((e) => text(e.messageKey))));
      // Each message once: no field's message is drawn twice.
      const ids = await page.locator('[id$="__error"]').evaluateAll((els) => els.map((e) => e.id));
      expect(ids).toEqual([...new Set(ids)]);
      // Focus moves to the first invalid field of the page.
      await expect
        .poll(() => page.evaluate(() => {
          const first = document.querySelector('form [aria-invalid="true"]');
          return !!first && (first === document.activeElement || first.contains(document.activeElement));
        }))
        .toBe(true);
    });
  }
}

// One field left with a wrong value: its message shows, every other field stays quiet.
const onBlur: Array<{ step: string; label: string; value: string; messageKey: string }> = [
  { step: 'index', label: 'fields.address.street1', value: 'Main', messageKey: 'errors.address.typeaheadInvalid' },
  { step: 'index', label: 'fields.address.street1', value: 'ab', messageKey: 'errors.address.typeaheadInvalid' },
  { step: 'home-address', label: 'fields.address.street1', value: '', messageKey: 'errors.address.typeaheadInvalid' },
  { step: 'annual-income', label: 'fields.income.income', value: '', messageKey: 'errors.required' },
  { step: 'annual-income', label: 'fields.income.income', value: '10000000', messageKey: 'errors.income.max' },
  { step: 'legal-name', label: 'fields.name.firstName', value: 'J', messageKey: 'errors.name.firstMin' },
  { step: 'legal-name', label: 'fields.name.lastName', value: '', messageKey: 'errors.name.lastRequired' },
  { step: 'legal-name', label: 'fields.name.middleName', value: 'Mary--Ann', messageKey: 'errors.name.unsupported' },
  { step: 'phone-and-email', label: 'fields.phoneNumber', value: '', messageKey: 'errors.phone.required' },
  { step: 'phone-and-email', label: 'fields.phoneNumber', value: '555123', messageKey: 'errors.phone.invalid' },
  { step: 'phone-and-email', label: 'fields.phoneNumber', value: '1555123456', messageKey: 'errors.phone.countryCode' },
  { step: 'phone-and-email', label: 'fields.email', value: '', messageKey: 'errors.email.required' },
  { step: 'phone-and-email', label: 'fields.email', value: 'ana@example', messageKey: 'errors.email.invalid' },
  { step: 'set-password', label: 'fields.password.password', value: 'alllowercase12', messageKey: 'fields.password.hint' },
];

for (const c of onBlur) {
  test(`${c.step}: leaving ${text(c.label)} with "${c.value}" shows '${text(c.messageKey)}' there only`, async ({ page }) => {
    await openStep(page, c.step, c.step === 'index' ? {} : HELD);
    const field = input(page, text(c.label));
    await field.click();
    await field.fill(c.value);
    await expect(page.locator('[id$="__error"]')).toHaveCount(0);
    await field.press('Tab');
    await expect(field).toHaveAccessibleDescription(new RegExp(escape(text(c.messageKey))));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: text(c.messageKey) })).toBeVisible();
    expect(await shownMessages(page)).toEqual([text(c.messageKey)]);
  });
}

test('birthdate: leaving the date of birth with 30 February shows Invalid date, not while moving between its parts', async ({ page }) => {
  await openStep(page, 'birthdate');
  await input(page, text('fields.dob.month')).fill('2');
  await input(page, text('fields.dob.day')).click();
  await expect(page.locator('[id$="__error"]')).toHaveCount(0);
  await input(page, text('fields.dob.day')).fill('30');
  await input(page, text('fields.dob.year')).fill('1990');
  await input(page, text('fields.dob.year')).press('Tab');
  await expectMessageAt(page, stepOf('birthdate'), '/dob', text('errors.dob.invalid'));
  await expect(page.getByRole('group', { name: text('fields.dob.legend') })).toBeVisible();
});

test('set-password: confirm password that does not match, and a consent left unticked, say so when left', async ({ page }) => {
  await openStep(page, 'set-password');
  await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
  await input(page, text('fields.password.confirm')).fill('Granite-Kettle-48!');
  await input(page, text('fields.password.confirm')).press('Tab');
  await expectMessageAt(page, stepOf('set-password'), '/confirmPassword', text('errors.password.mismatch'));
  const terms = page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') });
  await terms.check();
  await terms.uncheck();
  await terms.press('Tab');
  await expectMessageAt(page, stepOf('set-password'), '/termPrivacyConsent', text('errors.required'));
  expect(await shownMessages(page)).toEqual([text('errors.password.mismatch'), text('errors.required')]);
});
