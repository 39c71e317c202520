// Which fields may show their messages: a field the applicant has left (blur), and every field
// once the step was submitted. Fields not yet visited stay quiet (spec section 5 messages, WCAG 3.3.1).
import type { RJSFValidationError } from '@rjsf/utils';

/** '.propertyAddress.street1' → 'root_propertyAddress_street1', the id rjsf gives its input. */
export const fieldIdOf = (property: string | undefined): string => `root${(property ?? '').replace(/\./g, '_')}`;

export interface Touched {
  touch: (id: string) => void;
  submit: () => void;
  /** The errors the applicant may see now. */
  visible: (errors: RJSFValidationError[]) => RJSFValidationError[];
}

export function createTouched(): Touched {
  const ids = new Set<string>();
  let submitted = false;
  // A field's own error, or one inside a group left as a whole (the date of birth fieldset).
  const shows = (errorField: string) => [...ids].some((id) => errorField === id || errorField.startsWith(`${id}_`));
  return {
    touch: (id) => void ids.add(id),
    submit: () => {
      submitted = true;
    },
    visible: (errors) => (submitted ? errors : errors.filter((e) => shows(fieldIdOf(e.property)))),
  };
}
