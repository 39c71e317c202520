// Drives a flow step the way a person does: finds each field by its visible label (from the
// flow's uiSchema and copy/en), types or picks the answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { toBrandView, type BrandView } from '../../src/core/brand/view';
import { copyText, hasCopyKey } from '../../src/core/copy/resolve';
import { isFederalHoliday } from '../../src/core/calendar/business-days';
import { hoursSentence, type Department } from '../../src/core/hours/business-hours';
import type { Brand } from '../../src/generated/types/brand';
import { loadCopy } from '../../src/server/flows';


const repo = join(import.meta.dirname, '../..');
/** brands/defaults.json: the banner settings and hours every brand's view starts from. */
const brandDefaults = JSON.parse(readFileSync(join(repo, 'brands/defaults.json'), 'utf8'));
const readJson = (p: string) => JSON.parse(readFileSync(join(repo, p), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = loadCopy(join(repo, 'copy/en'));
export const flowJson = (file: string) => readJson(file);

/** A brand as its pages show it: the manifest (brands/<orgCode>/brand.json) through the server's view. */
export function brandOf(orgCode: string): { hostPrefix: string; view: BrandView } {
  const manifest = readJson(`brands/${orgCode}/brand.json`) as Brand;
  return { hostPrefix: manifest.hostPrefixes[0]!, view: toBrandView(manifest, brandDefaults) };
}

/** The URL of a path on another host name of the test server (Chromium resolves *.localhost to loopback). */
export function urlOn(baseURL: string, hostname: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = hostname;
  return url.href;
}

/**
 * The page a person reads: no full-screen loader over it (once the work ends it lingers up to
 * 1.3 s, dimming the screen already drawn beneath, and axe measured the dimmed colours; the loader
 * is the backdrop with a status message, lib/loader/FullScreenLoader.tsx), and no CSS transition
 * running (a button just enabled fades from its disabled grey over 250 ms), and no document viewer
 * still drawing its PDF (a resize redraws it, or turns it to or from the phone's text view).
 */
export const settled = (page: Page) =>
  page.waitForFunction(
    (drawing) =>
      !document.querySelector('.MuiBackdrop-root [role="status"]') &&
      !document.querySelector(`[aria-label="${drawing}"]`) &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    text('signing.viewer.loading'),
  );

/**
 * Counts the full-screen loaders on the page from its first script on (a MutationObserver), so a
 * test can ask afterwards how many were ever shown at once ("one loader at a time").
 */
export async function watchLoaders(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { maxLoaders: number };
    w.maxLoaders = 0;
    const count = () => (w.maxLoaders = Math.max(w.maxLoaders, document.querySelectorAll('.MuiBackdrop-root [role="status"]').length));
    new MutationObserver(count).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { maxLoaders: number }).maxLoaders);
}

/** True when a full-screen loader is drawn above the open dialog (it never should be). */
export const loaderOverDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')?.closest('.MuiModal-root');
    const loader = [...document.querySelectorAll('.MuiBackdrop-root')].find((b) => b.querySelector('[role="status"]'));
    return !!dialog && !!loader && Number(getComputedStyle(loader).zIndex) > Number(getComputedStyle(dialog).zIndex);
  });

/** axe's WCAG 2.2 AA violations on the settled page; throws if target-size did not run (catalogue X1). */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const rules = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  if (!rules.some((r) => r.id === 'target-size')) throw new Error('axe did not run target-size');
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A department's week as the page says it (core's hoursSentence in English). */
export function hoursText(view: BrandView, department: Department): string {
  return hoursSentence(view.operatingHours[department], 'en', (key, values) => copyText(copy, key, values));
}

/**
 * Minutes from now to the next Wednesday at `hour`:00 Pacific (the hours' time zone) that is no
 * federal holiday: what a spec sets a brand's sandbox hours clock to (10 is inside every brand's
 * chat hours, 20 outside).
 */
export function minutesToPacificWednesday(hour: number): number {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7 || 7));
  while (isFederalHoliday({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() })) day.setUTCDate(day.getUTCDate() + 7);
  const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' }).format(at).endsWith('PDT') ? 7 : 8;
  at.setUTCHours(hour + offset, 0, 0, 0);
  return Math.ceil((at.getTime() - Date.now()) / 60_000);
}

/** A knowledge base entry's English answer as the chatbot says it (entries without {{values}}). */
export function knowledgeAnswer(id: string): string {
  const entry = (readJson('brands/knowledge-base.json').entries as Array<{ id: string; text: { en: { answer: string } } }>).find((e) => e.id === id);
  if (!entry) throw new Error(`no knowledge base entry ${id}`);
  return entry.text.en.answer;
}

export function text(key: string): string {
  if (!hasCopyKey(copy, key)) throw new Error(`no copy for ${key}`);
  return copyText(copy, key);
}

interface Field { label: string; radio?: { values: unknown[]; names: string[] }; select?: { values: unknown[]; names: string[] }; checkbox?: RegExp }

const RADIO_WIDGETS = ['radio', 'choiceCards'];

/** A copy text as a pattern for any brand: <tag>s dropped, {{values}} (the brand's terms label) any text. */
export function copyPattern(key: string): RegExp {
  const parts = text(key).replace(/<\/?\w+>/g, '').split(/\{\{\w+\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** The visible label of the field at a JSON pointer of a step (from uiSchema ui:title). */
export function fieldAt(step: Record<string, any>, pointer: string): Field { // eslint-disable-line @typescript-eslint/no-explicit-any
  const parts = pointer.split('/').slice(1);
  const ui = parts.reduce<Record<string, unknown> | undefined>((node, p) => node?.[p] as Record<string, unknown> | undefined, step.uiSchema);
  const schema = parts.reduce<Record<string, any> | undefined>((node, p) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const props = node?.properties ?? node?.allOf?.find((s: Record<string, any>) => s.properties?.[p])?.properties; // eslint-disable-line @typescript-eslint/no-explicit-any
    return props?.[p];
  }, step.schema);
  if (!ui || typeof ui['ui:title'] !== 'string') throw new Error(`no ui:title at ${pointer}`);
  const label = text(ui['ui:title']);
  if (ui['ui:widget'] === 'consent') {
    const consentText = (ui['ui:options'] as { consentText?: string } | undefined)?.consentText;
    return { label, checkbox: consentText ? copyPattern(consentText) : new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) };
  }
  // A $ref'd enum is out of reach here: its option keys end with the value (fields.employmentType.FULL_TIME).
  const choices = { values: schema?.enum ?? ((ui['ui:enumNames'] ?? []) as string[]).map((k) => k.split('.').pop()), names: ((ui['ui:enumNames'] ?? []) as string[]).map(text) };
  if (RADIO_WIDGETS.includes(ui['ui:widget'] as string)) return { label, radio: choices };
  return ui['ui:enumNames'] ? { label, select: choices } : { label };
}

function leaves(value: unknown, pointer = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${pointer}/${k}`));
  }
  return [[pointer, value]];
}

export async function fillStep(page: Page, step: Record<string, any>, answers: object): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  await revealAddressForms(page, step);
  for (const [pointer, value] of leaves(answers)) {
    if (value === undefined) continue;
    const field = fieldAt(step, pointer);
    if (field.checkbox) {
      await page.getByRole('checkbox', { name: field.checkbox }).setChecked(value === true);
    } else if (field.select) {
      await page.getByRole('combobox', { name: field.label }).click();
      await page.getByRole('option', { name: field.select.names[field.select.values.indexOf(value)]!, exact: true }).click();
    } else if (field.radio) {
      const name = field.radio.names[field.radio.values.indexOf(value)]!;
      await page.getByRole('group', { name: field.label }).getByRole('radio', { name, exact: true }).check();
    } else {
      await input(page, field.label).fill(String(value));
    }
  }
}

/** An address typeahead shows its full form once asked to: "Enter the address manually". */
export async function revealAddressForms(page: Page, step: Record<string, any>): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const typeaheads = Object.values(step.uiSchema as Record<string, { 'ui:field'?: string; street1?: { 'ui:title': string } }>).filter(
    (ui) => ui?.['ui:field'] === 'addressTypeahead',
  );
  for (const ui of typeaheads) {
    // The street is there from the first render, revealed or not.
    await page.getByRole('combobox', { name: text(ui.street1!['ui:title']), exact: true }).waitFor();
    const manual = page.getByRole('button', { name: text('fields.address.manual') }).first();
    if (await manual.isVisible()) await manual.click();
  }
}

/** A text or number field by its accessible name (the label without the required asterisk); an address's street is a combobox. */
export function input(page: Page, name: string) {
  return page
    .getByRole('textbox', { name, exact: true })
    .or(page.getByRole('spinbutton', { name, exact: true }))
    .or(page.getByRole('combobox', { name, exact: true }));
}

/** Each expected message is the accessible description of its field, and no other error shows. */
export async function expectErrors(page: Page, step: Record<string, any>, expected: Array<{ pointer: string; message: string }>) { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const { pointer, message } of expected) {
    const field = fieldAt(step, pointer);
    const target = field.radio ? page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: field.radio.names[0], exact: true }) }) : input(page, field.label);
    await expect(target).toHaveAccessibleDescription(message);
    await expect(target, pointer).toHaveAttribute('aria-invalid', 'true');
  }
  const shown = await page.locator('[id$="__error"]').filter({ hasText: /\S/ }).allInnerTexts();
  expect(shown.map((s) => s.trim())).toEqual(expected.map((e) => e.message));
}

/** Records Content-Security-Policy violations in the page (checked at the end of a test). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) console.push(m.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

export { pdfText } from '../core/pdf-text';

/**
 * Opens the profile menu as a person would: on a server-rendered page the button is drawn before
 * the script runs and a click then does nothing, and under load a page change can swallow one;
 * click again until the menu shows.
 */
export async function openProfileMenu(page: Page) {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: text('shell.menu.button') }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}
