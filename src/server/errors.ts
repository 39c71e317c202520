// One mapping from error codes to HTTP answers. Services throw AppError with a catalogue code; the
// error handler of create-server turns it into `{ code, errors: [message] }` with the code's status.
import { errorCatalogue, errorMessage, type ErrorCode } from '../core/contract/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** Messages at fields (a screen's answers refused by its flow): the answer lists them and their texts. */
  readonly fields: FieldMessage[] | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; headers?: Record<string, string>; detail?: string; fields?: FieldMessage[] } = {},
  ) {
    const message = errorMessage(code, options.params);
    super(options.detail ? `${message}: ${options.detail}` : message);
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}

export interface FieldMessage {
  pointer: string;
  messageKey: string;
  message: string;
}

export const notFound = (): AppError => new AppError('NOT_FOUND');
export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED');

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
