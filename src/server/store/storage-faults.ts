// Storage failures fail soft (docs/operators/operations.md, "Storage failures"): a full disk, a database that went away or
// cut a connection answers 503 with Retry-After, never 500, and the health check says degraded
// while such failures are recent. Both database adapters and the error handler use this.
import { AppError } from '../errors';

/** Seconds a client is asked to wait after a storage failure. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;
/** How long after the last storage failure /healthz still says degraded. */
export const DEGRADED_WINDOW_MS = 10_000;

// SQLSTATE classes and codes that mean "the storage or the connection to it failed", not "this
// request is wrong": 08 connection exceptions, 53 insufficient resources (53100 disk full), 58
// system errors (58030 I/O), 57P01-57P03 (administrator or crash shutdown, cannot connect now),
// 25006 (a read-only transaction: the PGlite adapter's answer while the disk is nearly full).
const STORAGE_SQLSTATE = /^(08|53|58)[0-9A-Z]{3}$|^57P0[123]$|^25006$/;
// Node's errors from a socket or a file: refused, reset or broken connections, a full or failing disk.
const STORAGE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOSPC', 'EDQUOT', 'EIO', 'EROFS']);
// node-postgres throws plain Errors (no code) when a connection dies or cannot be had in time.
const PG_CONNECTION_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/** True when `error` is a storage or connection failure (see the codes above), not a bad request. */
export function isStorageFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (STORAGE_SQLSTATE.test(code) || STORAGE_ERRNO.has(code))) return true;
  return PG_CONNECTION_MESSAGE.test(error.message);
}

export function storageUnavailable(): AppError {
  return new AppError('UNAVAILABLE', { headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) } });
}

export interface StorageHealth {
  /** Notes a storage failure (the first of a run is logged). */
  failed(error: unknown): void;
  /** 'degraded' within the window (DEGRADED_WINDOW_MS) of the last failure, or while `pressure` says so. */
  status(): 'ok' | 'degraded';
}

export interface StorageHealthOptions {
  now?: () => number;
  /** A condition seen without a failure (PGlite: free space below its reserve). */
  pressure?: () => boolean;
  log?: (message: string) => void;
  /** How long after the last failure it says degraded (default DEGRADED_WINDOW_MS). */
  windowMs?: number;
}

export function createStorageHealth(options: StorageHealthOptions = {}): StorageHealth {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  let lastFailureAt = -Infinity;
  const windowMs = options.windowMs ?? DEGRADED_WINDOW_MS;
  const recent = () => now() - lastFailureAt < windowMs;
  return {
    failed(error) {
      // Once per run of failures: a full disk refuses every write, the log need not say so each time.
      if (!recent()) {
        const code = (error as { code?: unknown }).code;
        log(`Storage failure${typeof code === 'string' ? ` (${code})` : ''}: writes answer 503 until the database accepts them again.`);
      }
      lastFailureAt = now();
    },
    status: () => (recent() || options.pressure?.() ? 'degraded' : 'ok'),
  };
}

/** Runs `run`; a storage failure is noted and rethrown as 503 UNAVAILABLE with Retry-After. */
export async function softly<T>(health: StorageHealth, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    health.failed(error);
    throw storageUnavailable();
  }
}
