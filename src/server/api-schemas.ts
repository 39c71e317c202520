// Request bodies and queries are checked by the precompiled validators generated from schemas/
// (the same modules the engine and the browser use): a route names its schema by $id, and the
// validator compiler hands Fastify that validator. No schema is compiled at run time.
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema';
import { validatorsById } from '../generated/validators/schemas';
import { copyText } from '../core/copy/resolve';
import { firstPerField, toFieldErrors } from '../core/validation/validate-step';
import type { RawValidationError } from '../core/validation/types';
import type { FieldMessage } from './errors';

type Part = 'body' | 'querystring' | 'params';

/** A route's schema option from schema ids, e.g. `routeSchema({ body: 'api-login-request' })`. */
export function routeSchema(ids: Partial<Record<Part, string>>): FastifySchema {
  return Object.fromEntries(Object.entries(ids).map(([part, id]) => [part, { $id: id }]));
}

export const precompiledValidatorCompiler: FastifySchemaCompiler<{ $id?: string }> = ({ schema }) => {
  const validator = schema.$id ? validatorsById[schema.$id] : undefined;
  // A route naming a schema that was not generated is a programming error: fail at start.
  if (!validator) throw new Error(`No precompiled validator for schema "${schema.$id ?? '(no $id)'}"; run npm run gen`);
  // Fastify reads `.errors` of the function after a false answer, as with its own ajv validators.
  const validate: FastifyValidationResult = (data: unknown) => {
    const valid = validator(data);
    validate.errors = (validator.errors ?? null) as FastifyValidationResult['errors'];
    return valid;
  };
  return validate;
};

export type { FieldMessage };

/** ajv errors → one message per field, in the applicant's words (copy keys resolved). */
export function fieldMessages(raw: RawValidationError[], copy: Record<string, unknown>): FieldMessage[] {
  return firstPerField(toFieldErrors(raw)).map((e) => ({ pointer: e.pointer, messageKey: e.messageKey, message: copyText(copy, e.messageKey, e.params) }));
}
