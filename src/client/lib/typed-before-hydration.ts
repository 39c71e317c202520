// What the applicant typed or chose in the server's first render before the page's script took it
// over. Hydration keeps an input's DOM value but not the app's state (the form's answers are still
// empty), so a render of the field then writes the empty answer back (and an event that lands while
// React hydrates the form is not reported as a change). So, from before hydrateRoot (app/main.tsx)
// until the step's form is hydrated (./after-hydration.ts), each field's last value is noted (what
// was there before the script ran, then every input and change event), then given back as the
// input events React listens to: the form takes the answers as typed. Loaded only by a page the
// server rendered.

interface Typed {
  id: string;
  value: string;
  checked: boolean;
  checkable: boolean;
  /** The applicant left the field after changing it: its message is due, as on any blur. */
  left: boolean;
}

const isCheckable = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

const noteOf = (field: HTMLInputElement | HTMLTextAreaElement): Typed => {
  const checkable = field instanceof HTMLInputElement && isCheckable(field);
  return { id: field.id, value: field.value, checked: checkable && (field as HTMLInputElement).checked, checkable, left: false };
};

/** Starts noting the fields under `root` the applicant has changed; the answer stops and gives the notes. */
export function watchTyped(root: HTMLElement): () => Typed[] {
  const notes = new Map<string, Typed>();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    const changed = field instanceof HTMLInputElement && isCheckable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    // Changed before the script ran and no longer focused: the applicant has left it.
    if (changed) notes.set(field.id, { ...noteOf(field), left: document.activeElement !== field });
  }
  const onEvent = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.id && root.contains(field)) {
      // Last changed, last given back (the radio chosen last wins).
      notes.delete(field.id);
      notes.set(field.id, noteOf(field));
    }
  };
  const onLeave = (event: Event) => {
    const note = event.target instanceof HTMLElement ? notes.get(event.target.id) : undefined;
    if (note) note.left = true;
  };
  document.addEventListener('input', onEvent, true);
  document.addEventListener('change', onEvent, true);
  document.addEventListener('focusout', onLeave, true);
  return () => {
    document.removeEventListener('input', onEvent, true);
    document.removeEventListener('change', onEvent, true);
    document.removeEventListener('focusout', onLeave, true);
    return [...notes.values()];
  };
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
  for (const { id, value, checked, checkable, left } of typed) {
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
      tracker?.setValue(`${value}\u0000`);
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Left before the script ran: the form hears the blur too (React's onBlur is a focusout), so
    // the field's message shows as it would have (the focus itself stays where it is).
    if (left && document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}
