// Focus on the first invalid field of the page after a failed submit (WCAG 3.3.1): the first
// control marked aria-invalid, or the first focusable control inside it (a radio group). Failing
// that (a field not shown, such as the address form before it is revealed), the nearest shown
// control of the error's group.
import type { RJSFValidationError } from '@rjsf/utils';
import { fieldIdOf } from './touched';

const FOCUSABLE = 'input:not([type="hidden"]), button, textarea, select, [tabindex]';
const isShown = (el: Element) => el.getClientRects().length > 0;

function firstInvalid(form: HTMLElement): HTMLElement | null {
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(isShown);
  if (!invalid) return null;
  return invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
}

function nearestShown(form: HTMLElement, property: string | undefined): HTMLElement | null {
  for (let id = fieldIdOf(property); id; id = id.includes('_') ? id.slice(0, id.lastIndexOf('_')) : '') {
    const el = [...form.querySelectorAll<HTMLElement>(`[id^="${id}"]`)].find((e) => e.matches(FOCUSABLE) && isShown(e));
    if (el) return el;
  }
  return null;
}

export function focusFirstError(form: HTMLElement | null, error: RJSFValidationError | undefined): void {
  if (!form || !error) return;
  (firstInvalid(form) ?? nearestShown(form, error.property))?.focus();
}
