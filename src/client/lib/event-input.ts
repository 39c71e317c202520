// An event's input checked in the browser by the same precompiled schema validator the server runs
// (src/generated/event-inputs.ts, from the event catalogue), fetched the first time it is needed:
// an input the server would refuse never leaves the page, and the schema's own messages (copy
// keys, ajv-errors) show at the fields, as flow screens show their steps' messages.
import { firstPerField, toFieldErrors } from '../../core/validation/validate-step';
import type { StandaloneValidator } from '../../core/validation/types';
import { eventInputSchemas, inputValidators } from '../../generated/event-inputs';
import type { EventName } from '../../generated/events';
import type { EventFailure } from './application-events';

const loaded = new Map<string, Promise<StandaloneValidator>>();

function validatorOf(schemaId: string): Promise<StandaloneValidator> {
  const known = loaded.get(schemaId);
  if (known) return known;
  const loader = inputValidators[schemaId];
  if (!loader) return Promise.reject(new Error(`No browser validator for schema "${schemaId}": run npm run gen`));
  const loading = loader().then((m) => m.validate);
  // A failed download (the network dropped) is tried again the next time.
  loading.catch(() => loaded.delete(schemaId));
  loaded.set(schemaId, loading);
  return loading;
}

/** The schema's refusal of these answers as field messages, or undefined when it accepts them. */
export async function checkInput(schemaId: string, answers: Record<string, unknown>): Promise<EventFailure | undefined> {
  const validate = await validatorOf(schemaId);
  if (validate(answers)) return undefined;
  const fields = firstPerField(toFieldErrors(validate.errors ?? [])).map((e) => ({ pointer: e.pointer, message: e.messageKey, params: e.params }));
  return { kind: 'fields', fields, message: undefined };
}

/** An event's input checked by its schema (the server reads absent answers as {}); events without one pass. */
export function checkEventInput(type: EventName, answers: Record<string, unknown> | undefined): Promise<EventFailure | undefined> {
  const schemaId = eventInputSchemas[type];
  return schemaId ? checkInput(schemaId, answers ?? {}) : Promise.resolve(undefined);
}
