// An event's input checked on the server by the very rules the browser ran: its flow (every step
// the answers visit, with its checks, on the same precompiled validators) or its API schema, as the
// catalogue names them. What comes back is what may be stored: write-only fields (the SSN) never
// rest in the answers, an action stores them sealed.
import { copyText } from '../../core/copy/resolve';
import { storableAnswers, writeOnlyFields } from '../../core/flow/storable';
import { validateSubmission } from '../../core/flow/submission';
import type { Answers } from '../../core/flow/types';
import type { StatusMachine } from '../../core/status/machine';
import { firstPerField, toFieldErrors } from '../../core/validation/validate-step';
import type { FieldError } from '../../core/validation/types';
import { validatorsById } from '../../generated/validators/schemas';
import type { AppContext } from '../app-context';
import { AppError, type FieldMessage } from '../errors';
import type { Org } from '../orgs';
import type { ApplicationRecord } from '../services/application-records';
import { flowContext, type RequestOrigin } from '../services/flow-context';

export type InputContext = Pick<AppContext, 'flows' | 'flowValidators' | 'copy' | 'leads' | 'now' | 'flags'>;

export interface CheckInput {
  machine: StatusMachine;
  record: ApplicationRecord;
  event: string;
  answers: Answers;
  brand: Org;
  origin: RequestOrigin;
}

/** The event's answers checked by its flow or schema, and what may be stored under which key; undefined for an event without input. */
export async function checkInput(ctx: InputContext, input: CheckInput): Promise<{ key: string; answers: Answers } | undefined> {
  const def = input.machine.events[input.event];
  if (def?.flow) {
    const flow = ctx.flows.get(def.flow);
    const validators = ctx.flowValidators.get(def.flow);
    if (!flow || !validators) throw new Error(`event ${input.event} names flow ${def.flow}, which is not loaded`);
    const context = await flowContext(ctx, { flow, org: input.brand, origin: input.origin, referrerId: input.record.request.referrerId, product: input.record.product });
    const result = validateSubmission(flow, input.answers, context, validators);
    if (!result.valid) refuse(ctx, result.errors, result.stop);
    return { key: def.flow, answers: storableAnswers(input.answers, writeOnlyFields(flow)) };
  }
  if (def?.schema) {
    const validator = validatorsById[def.schema as keyof typeof validatorsById];
    if (!validator) throw new Error(`event ${input.event} names schema ${def.schema}, which was not generated`);
    if (!validator(input.answers)) refuse(ctx, firstPerField(toFieldErrors(validator.errors ?? [])));
    return { key: def.schema, answers: input.answers };
  }
  return undefined;
}

function refuse(ctx: Pick<AppContext, 'copy'>, errors: FieldError[], stop?: { code?: string; messageKey?: string; params: Record<string, unknown> }): never {
  if (stop?.code) throw new AppError(stop.code as never, { params: stop.params as Record<string, string> });
  const fields: FieldMessage[] = errors.map((e) => ({ pointer: e.pointer, messageKey: e.messageKey, message: copyText(ctx.copy, e.messageKey, e.params) }));
  if (stop?.messageKey) fields.push({ pointer: '', messageKey: stop.messageKey, message: copyText(ctx.copy, stop.messageKey, stop.params) });
  throw new AppError('INVALID_REQUEST', { fields });
}
