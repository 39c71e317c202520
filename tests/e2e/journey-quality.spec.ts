// The journey on an applicant's bad day and with assistive technology: a refresh at every step keeps
// every answer (catalogue B2), the whole journey by keyboard alone with focus always in sight (X3),
// and axe on every step, empty, with its messages shown, and on the offer screen, on two brands (X1).
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, brandOf, copyPattern, input, text, urlOn } from './helpers';
import { enterAddressManually } from './registration';

const base = '/account/heloc/register-v2';
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const stepHeading = (page: Page, step: string) => page.getByRole('heading', heading(`flows.register-v2.steps.${step}.heading`));
const continueButton = (page: Page) => page.getByRole('button', { name: text('flows.common.continue') });
const radio = (page: Page, key: string) => page.getByRole('radio', { name: text(key), exact: true });

// ---- by keyboard alone -------------------------------------------------------------------------

/** Tabs (forwards) until focus is on `target` (or inside it), as a keyboard user does; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  // A person waits for the full-screen loader to go: the page under it is inert until then.
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el.contains(document.activeElement)).catch(() => false)) {
      return expectFocusInSight(page.locator('*:focus'));
    }
    await page.keyboard.press('Tab');
    visited.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? 'none'));
  }
  throw new Error(`Tab never reached ${target.toString()}; focus went to:\n${visited.join('\n')}`);
}

/** Focus is visible and not hidden: the focused control's centre is on screen and not covered. */
async function expectFocusInSight(target: Locator): Promise<void> {
  const covered = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return 'off screen';
    const top = document.elementFromPoint(x, y);
    if (!top || el.contains(top) || top.contains(el) || el.closest('label')?.contains(top)) return '';
    // A see-through layer with nothing in it (a closing menu's click catcher) hides nothing from the eye.
    const seeThrough = getComputedStyle(top).backgroundColor === 'rgba(0, 0, 0, 0)' && !top.textContent?.trim();
    return seeThrough ? '' : `covered by ${top.outerHTML.slice(0, 80)}`;
  });
  expect(covered, target.toString()).toBe('');
}

async function typeInto(page: Page, field: Locator, value: string) {
  await tabTo(page, field);
  await page.keyboard.type(value);
}

async function pressButton(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** A radio group: Tab lands on its chosen (or first) radio, arrows move the choice, Space checks. */
async function chooseRadio(page: Page, option: Locator) {
  await tabTo(page, option.locator('xpath=ancestor::*[@role="radiogroup"][1]'));
  for (let i = 0; i < 6 && !(await option.isChecked()); i++) {
    await page.keyboard.press('Space');
    if (await option.isChecked()) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeChecked();
}

async function answerByKeyboard(page: Page, email: string) {
  // The typeahead: type, arrow to the suggestion, Enter fills the whole address.
  await typeInto(page, input(page, text('fields.address.street1')), '100 Main St Spring');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input(page, text('fields.address.city'))).toHaveValue('Springfield');
  await chooseRadio(page, radio(page, 'fields.occupancyType.HOME'));
  await pressButton(page, continueButton(page));
  await expect(stepHeading(page, 'for-sale')).toBeVisible();
  await chooseRadio(page, radio(page, 'fields.yesNo.NO'));
  await pressButton(page, continueButton(page));
  await expect(stepHeading(page, 'annual-income')).toBeVisible();
  await typeInto(page, input(page, text('fields.income.income')), '120000');
  await tabTo(page, page.getByRole('combobox', { name: text('fields.income.employmentType') }));
  await page.keyboard.press('ArrowDown');
  const fullTime = page.getByRole('option', { name: text('fields.employmentType.FULL_TIME'), exact: true });
  for (let i = 0; i < 12 && !(await fullTime.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The list closes (its menu leaves the page) before the applicant tabs on.
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
  await pressButton(page, continueButton(page));
  await expect(stepHeading(page, 'legal-name')).toBeVisible();
  await typeInto(page, input(page, text('fields.name.firstName')), 'Kay');
  await typeInto(page, input(page, text('fields.name.lastName')), 'Board');
  await pressButton(page, continueButton(page));
  await expect(stepHeading(page, 'birthdate')).toBeVisible();
  await typeInto(page, input(page, text('fields.dob.month')), '5');
  await typeInto(page, input(page, text('fields.dob.day')), '17');
  await typeInto(page, input(page, text('fields.dob.year')), '1980');
  await pressButton(page, continueButton(page));
  await expect(stepHeading(page, 'phone-and-email')).toBeVisible();
  await typeInto(page, input(page, text('fields.phoneNumber')), '5555550123');
  await expect(input(page, text('fields.phoneNumber'))).toHaveValue('(555) 555-0123');
  await typeInto(page, input(page, text('fields.email')), email);
  await pressButton(page, continueButton(page));
  await expect(stepHeading(page, 'final')).toBeVisible();
  await typeInto(page, input(page, text('fields.password.password')), 'Granite-Kettle-47!');
  await typeInto(page, input(page, text('fields.password.confirm')), 'Granite-Kettle-47!');
  for (const consent of [page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }), page.getByRole('checkbox', { name: text('fields.consent.communication') })]) {
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
  }
}

test('the whole journey completes with the keyboard alone, focus always in sight and the title naming each step', async ({ page }) => {
  await page.goto(base);
  await expect(stepHeading(page, 'index')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(text('flows.register-v2.steps.index.heading')));
  await answerByKeyboard(page, `keys-${randomUUID()}@example.com`);
  await expect(page).toHaveTitle(new RegExp(text('flows.register-v2.steps.final.heading').replace(/[!?.]/g, '\\$&')));
  await pressButton(page, page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }));
  await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 30_000 });
  // The amount comes first on the offer screen (the cards compare the options at it), then the option.
  const amount = input(page, text('application.offer.amount'));
  await tabTo(page, amount);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('50000');
  await page.keyboard.press('Tab');
  await chooseRadio(page, page.getByRole('radiogroup', { name: text('application.offer.choices') }).getByRole('radio').first());
  await expect(page.getByRole('region', { name: text('application.offer.summary') })).toContainText('$50,000.00');
  await pressButton(page, page.getByRole('button', { name: text('application.offer.continue') }));
  await expect(page.getByRole('heading', heading('offer.confirm.heading'))).toBeVisible();
});

// ---- a refresh at every step -------------------------------------------------------------------

interface StepCase {
  step: string;
  fill: (page: Page) => Promise<void>;
  /** What the step shows after a refresh: every answer as typed. */
  expectKept: (page: Page) => Promise<void>;
}

const email = `refresh-${randomUUID()}@example.com`;
const refreshSteps: StepCase[] = [
  {
    step: 'index',
    fill: async (page) => {
      await input(page, text('fields.address.street1')).fill('77 Refresh Ave');
      await enterAddressManually(page);
      await input(page, text('fields.address.street2')).fill('Unit 5');
      await input(page, text('fields.address.city')).fill('Sacramento');
      await input(page, text('fields.address.state')).fill('CA');
      await input(page, text('fields.address.zip')).fill('95814');
      await radio(page, 'fields.occupancyType.HOME').check();
    },
    expectKept: async (page) => {
      await expect(input(page, text('fields.address.street1'))).toHaveValue('77 Refresh Ave');
      await expect(input(page, text('fields.address.street2'))).toHaveValue('Unit 5');
      await expect(input(page, text('fields.address.city'))).toHaveValue('Sacramento');
      await expect(input(page, text('fields.address.state'))).toHaveValue('CA');
      await expect(input(page, text('fields.address.zip'))).toHaveValue('95814');
      await expect(radio(page, 'fields.occupancyType.HOME')).toBeChecked();
    },
  },
  {
    step: 'for-sale',
    fill: (page) => radio(page, 'fields.yesNo.NO').check(),
    expectKept: (page) => expect(radio(page, 'fields.yesNo.NO')).toBeChecked(),
  },
  {
    step: 'annual-income',
    fill: async (page) => {
      await input(page, text('fields.income.income')).fill('98000');
      await input(page, text('fields.income.otherIncome')).fill('4000');
      await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
      await page.getByRole('option', { name: text('fields.employmentType.SELF_EMPLOYED'), exact: true }).click();
    },
    expectKept: async (page) => {
      await expect(input(page, text('fields.income.income'))).toHaveValue('98,000');
      await expect(input(page, text('fields.income.otherIncome'))).toHaveValue('4,000');
      await expect(page.getByRole('combobox', { name: text('fields.income.employmentType') })).toHaveText(text('fields.employmentType.SELF_EMPLOYED'));
    },
  },
  {
    step: 'legal-name',
    fill: async (page) => {
      await input(page, text('fields.name.firstName')).fill("Rey-Ann");
      await input(page, text('fields.name.middleName')).fill('Lou');
      await input(page, text('fields.name.lastName')).fill("O'Reload");
    },
    expectKept: async (page) => {
      await expect(input(page, text('fields.name.firstName'))).toHaveValue('Rey-Ann');
      await expect(input(page, text('fields.name.middleName'))).toHaveValue('Lou');
      await expect(input(page, text('fields.name.lastName'))).toHaveValue("O'Reload");
    },
  },
  {
    step: 'birthdate',
    fill: async (page) => {
      await input(page, text('fields.dob.month')).fill('2');
      await input(page, text('fields.dob.day')).fill('29');
      await input(page, text('fields.dob.year')).fill('1972');
    },
    expectKept: async (page) => {
      await expect(input(page, text('fields.dob.month'))).toHaveValue('2');
      await expect(input(page, text('fields.dob.day'))).toHaveValue('29');
      await expect(input(page, text('fields.dob.year'))).toHaveValue('1972');
    },
  },
  {
    step: 'phone-and-email',
    fill: async (page) => {
      await input(page, text('fields.phoneNumber')).fill('5555550142');
      await input(page, text('fields.email')).fill(email);
    },
    expectKept: async (page) => {
      await expect(input(page, text('fields.phoneNumber'))).toHaveValue('(555) 555-0142');
      await expect(input(page, text('fields.email'))).toHaveValue(email);
    },
  },
  {
    step: 'final',
    fill: async (page) => {
      await page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }).check();
      await page.getByRole('checkbox', { name: text('fields.consent.communication') }).check();
      // The optional consent every brand asks (the transactional one is behind a flag: flag-switches.spec).
      await page.getByRole('checkbox', { name: text('fields.consent.smsMarketing') }).check();
    },
    expectKept: async (page) => {
      await expect(page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: text('fields.consent.communication') })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: text('fields.consent.smsMarketing') })).toBeChecked();
    },
  },
];

test('what an applicant types the moment the street field appears is kept, though the loader is still fading over it', async ({ page }) => {
  await page.goto(base);
  const street = input(page, text('fields.address.street1'));
  await street.waitFor();
  await street.pressSequentially('123 Main St');
  // The cover stays its minimum time (spec: at least 1 s once shown); once it is gone, the text is there.
  await expect(page.locator('.MuiBackdrop-root')).toHaveCount(0);
  await expect(street).toHaveValue('123 Main St');
});

test('a refresh at every step keeps every answer; passwords are never kept in browser storage', async ({ page, request }) => {
  await page.goto(base);
  for (const [i, c] of refreshSteps.entries()) {
    await expect(stepHeading(page, c.step)).toBeVisible();
    await c.fill(page);
    await page.reload();
    await expect(stepHeading(page, c.step)).toBeVisible();
    await c.expectKept(page);
    // Going back one step and forward again keeps them too.
    if (i > 0) {
      await page.goBack();
      await expect(stepHeading(page, refreshSteps[i - 1]!.step)).toBeVisible();
      await refreshSteps[i - 1]!.expectKept(page);
      await page.goForward();
      await expect(stepHeading(page, c.step)).toBeVisible();
      await c.expectKept(page);
    }
    if (c.step !== 'final') await continueButton(page).click();
  }
  // The password is typed last; a refresh empties it (it never rests in storage), the rest stays.
  await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
  await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
  const stored = await page.evaluate(() => ({ session: JSON.stringify(sessionStorage), local: JSON.stringify(localStorage) }));
  expect(stored.session).toContain("O'Reload");
  expect(stored.session + stored.local).not.toContain('Granite-Kettle-47!');
  expect(stored.local).not.toContain("O'Reload");
  await page.reload();
  await expect(input(page, text('fields.password.password'))).toHaveValue('');
  await refreshSteps.at(-1)!.expectKept(page);
  await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
  await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });
  // What was kept is what the server received.
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const [application] = (await (await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: `Bearer ${jwt}` } })).json()) as Array<{ uuid: string }>;
  const full = await (await request.get(`/service-application/api/v1/application/heloc/${application!.uuid}`, { headers: { authorization: `Bearer ${jwt}` } })).json();
  expect(JSON.stringify(full)).toContain('77 Refresh Ave');
  // After submit, the answers live on the server only; a Back press shows the status page, not a resubmit.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('flow-answers')))).toEqual([]);
});

// ---- axe on every step, on two brands ---------------------------------------------------------

const axeBrands = [
  { orgCode: 'acme-lending', viewport: { width: 1280, height: 900 } },
  { orgCode: 'harbor-cu', viewport: { width: 320, height: 800 } },
];

for (const { orgCode, viewport } of axeBrands) {
  test(`axe finds nothing on any step (empty and with its messages) or on the offer screen: ${orgCode} at ${viewport.width} px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, base));
    const age = orgCode === 'harbor-cu' ? '1950' : '1980';
    const steps: Array<[string, (p: Page) => Promise<void>]> = [
      ['index', async (p) => {
        await input(p, text('fields.address.street1')).fill('12 Harbor View Rd');
        await enterAddressManually(p);
        await input(p, text('fields.address.city')).fill('Portland');
        await input(p, text('fields.address.state')).fill('OR');
        await input(p, text('fields.address.zip')).fill('97201');
        await radio(p, 'fields.occupancyType.HOME').check();
      }],
      ['for-sale', (p) => radio(p, 'fields.yesNo.NO').check()],
      ['annual-income', async (p) => {
        await input(p, text('fields.income.income')).fill('120000');
        await p.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
        await p.getByRole('option', { name: text('fields.employmentType.RETIRED'), exact: true }).click();
      }],
      ['legal-name', async (p) => {
        await input(p, text('fields.name.firstName')).fill('Axel');
        await input(p, text('fields.name.lastName')).fill('Checker');
      }],
      ['birthdate', async (p) => {
        await input(p, text('fields.dob.month')).fill('3');
        await input(p, text('fields.dob.day')).fill('9');
        await input(p, text('fields.dob.year')).fill(age);
      }],
      ['phone-and-email', async (p) => {
        await input(p, text('fields.phoneNumber')).fill('5555550177');
        await input(p, text('fields.email')).fill(`axe-${randomUUID()}@example.com`);
      }],
      ['final', async (p) => {
        await input(p, text('fields.password.password')).fill('Granite-Kettle-47!');
        await input(p, text('fields.password.confirm')).fill('Granite-Kettle-47!');
        await p.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }).check();
        await p.getByRole('checkbox', { name: text('fields.consent.communication') }).check();
      }],
    ];
    for (const [step, fill] of steps) {
      await expect(stepHeading(page, step)).toBeVisible();
      expect(await axeViolations(page), `${step}, empty`).toEqual([]);
      // Submitting the empty step shows its messages: axe again with them on screen.
      const submit = step === 'final' ? page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }) : continueButton(page);
      await submit.click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page), `${step}, with messages`).toEqual([]);
      await fill(page);
      await submit.click();
    }
    await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page), 'offer screen').toEqual([]);
  });
}
