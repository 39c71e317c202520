// One mapping from error codes to HTTP answers. Services throw AppError with a catalogue code; the
// error handler of create-server answers `{ code, messageKey, errors: [message] }` with the code's
// status, the message being the catalogue's copy key resolved in copy/en with the error's params.
import { errorCatalogue, type ErrorCode } from '../core/contract/errors';
import { copyText } from '../core/copy/resolve';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** The copy key of the text the answer carries. */
  readonly messageKey: string;
  /** Values for the text's {{name}} placeholders. */
  readonly params: Record<string, string | number>;
  /** Appended to the text after ': ' (what was not found, or why the request is not valid). */
  readonly detail: string | undefined;
  /** Messages at fields (a screen's answers refused by its flow): the answer lists them and their texts. */
  readonly fields: FieldMessage[] | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; headers?: Record<string, string>; detail?: string; fields?: FieldMessage[] } = {},
  ) {
    // The words are resolved when answering (with the server's copy); the log gets the code and key.
    const { messageKey, status } = errorCatalogue[code];
    super(options.detail ? `${code} (${messageKey}): ${options.detail}` : `${code} (${messageKey})`);
    this.code = code;
    this.statusCode = status;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.detail = options.detail;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}

export interface FieldMessage {
  pointer: string;
  messageKey: string;
  message: string;
}

/** The body of an error answer (schemas/api/errors.schema.json). */
export interface ErrorAnswer {
  code: ErrorCode;
  messageKey: string;
  errors: string[];
  fields?: FieldMessage[];
}

/** The text an AppError answers with: its key resolved in `copy`, then its detail. */
export function errorText(error: AppError, copy: Record<string, unknown>): string {
  const text = copyText(copy, error.messageKey, error.params);
  return error.detail ? `${text}: ${error.detail}` : text;
}

/** What an AppError answers: a refusal at fields lists the fields' texts, any other its own text. */
export function errorAnswer(error: AppError, copy: Record<string, unknown>): ErrorAnswer {
  const base = { code: error.code, messageKey: error.messageKey };
  if (error.fields?.length) return { ...base, errors: [...new Set(error.fields.map((f) => f.message))], fields: error.fields };
  return { ...base, errors: [errorText(error, copy)] };
}

export const notFound = (): AppError => new AppError('NOT_FOUND');
export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED');

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
