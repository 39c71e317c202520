// What the applicant typed or chose in the server's first render before the script ran. Hydration
// keeps an input's DOM value but not the app's state (the form's answers are still empty), so the
// next render of the field would write the empty answer back. Once the step's form is hydrated
// (./after-hydration.ts), each field whose value is not the one React rendered (hydration sets the
// default value and checked state to the rendered ones and leaves what the applicant typed, before
// or while the page hydrated) is given back as the input event React listens to: the form takes the
// answers as typed. Loaded only by a page the server rendered.

interface Typed {
  id: string;
  value: string;
  checked: boolean;
  checkable: boolean;
}

const isCheckable = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/** The fields under `root` whose value differs from the one React rendered (by id), once hydrated. */
export function takeTyped(root: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    const checkable = field instanceof HTMLInputElement && isCheckable(field);
    const changed = checkable ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (changed) typed.push({ id: field.id, value: field.value, checked: checkable && (field as HTMLInputElement).checked, checkable });
  }
  return typed;
}

interface Tracked {
  _valueTracker?: { setValue: (value: string) => void };
}

/**
 * Tells React (and so the form) of each typed value, as if typed now; the text stays where it is.
 * Call after the form's commit (./after-hydration.ts does): an input event during a commit cannot
 * render the form's new answer, and React would put the field back to the old one.
 */
export function giveBackTyped(typed: Typed[]): void {
  // One event per field: the last value taken of each.
  for (const { id, value, checked, checkable } of new Map(typed.map((field) => [field.id, field])).values()) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    // React reports a change only when the value differs from the one it last saw, kept in its
    // value tracker on the node (a React internal, set here as testing libraries do).
    const tracker = (field as unknown as Tracked)._valueTracker;
    if (checkable) {
      tracker?.setValue(String(!checked));
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, checked);
      // React hears a checkbox or radio change as a click; a plain Event does not toggle it again.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      // What the field holds now, if anything: the applicant may have typed on while the page hydrated.
      const text = field.value || value;
      tracker?.setValue(`${text}\u0000`);
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
