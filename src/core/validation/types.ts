// Shapes shared by the generated validators and the engine.

/** An error as ajv's standalone code reports it (the fields we read). */
export interface RawValidationError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A generated standalone validator: returns true when valid, else sets .errors. */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: RawValidationError[] | null;
}

/** One problem with the applicant's data, shown at the field the pointer names. */
export interface FieldError {
  pointer: string;
  messageKey: string;
  params: Record<string, unknown>;
}

export type ValidationResult = { valid: true; errors: [] } | { valid: false; errors: FieldError[] };
