// Focus on the first invalid field after a failed submit (WCAG 3.3.1). A field not shown (the
// address form before it is revealed) passes focus to the nearest shown field of its group.
import type { RJSFValidationError } from '@rjsf/utils';
import { fieldIdOf } from './touched';

function focusable(form: HTMLElement, id: string): HTMLElement | null {
  const candidates = form.querySelectorAll<HTMLElement>(`[id="${id}"], input[id^="${id}"], button[id^="${id}"]`);
  return [...candidates].find((el) => el.getClientRects().length > 0 && (el as HTMLInputElement).type !== 'hidden') ?? null;
}

export function focusFirstError(form: HTMLElement | null, error: RJSFValidationError | undefined): void {
  if (!form || !error) return;
  let id = fieldIdOf(error.property);
  while (id) {
    const el = focusable(form, id);
    if (el) return el.focus();
    id = id.includes('_') ? id.slice(0, id.lastIndexOf('_')) : '';
  }
}
