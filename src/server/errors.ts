// One mapping from error codes to HTTP answers. Services throw AppError with a catalogue code; the
// error handler of create-server turns it into `{ code, errors: [message] }` with the code's status.
import { errorCatalogue, errorMessage, type ErrorCode } from '../core/contract/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { params?: Record<string, string | number>; headers?: Record<string, string>; detail?: string } = {}) {
    const message = errorMessage(code, options.params);
    super(options.detail ? `${message}: ${options.detail}` : message);
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (): AppError => new AppError('NOT_FOUND');
export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED');

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
