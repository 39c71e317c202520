// A bound on password hashing (issue 12): argon2 takes ~20 MiB and tens of milliseconds of a core
// per hash, so a burst of logins left unbounded fills libuv's threads and every core, and reads
// that need neither wait behind it. At most `concurrency` hashes run at once, at most `queue` wait;
// past that the request answers 503 UNAVAILABLE with Retry-After instead of queueing for ever.
import { availableParallelism } from 'node:os';
import { AppError } from '../errors';

export interface HashPoolOptions {
  /** Hashes running at once (HASH_CONCURRENCY). */
  concurrency: number;
  /** Hashes waiting for a slot (HASH_QUEUE). */
  queue: number;
}

export interface HashPool {
  /** Runs `work` when a slot is free; throws UNAVAILABLE (503, Retry-After) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Running and waiting, for tests and the bench. */
  readonly load: { running: number; waiting: number };
}

/** One core is left to the event loop (reads, the pipeline); on one core, hashing still gets it. */
export const defaultHashPoolOptions = (): HashPoolOptions => {
  const concurrency = Math.max(1, availableParallelism() - 1);
  return { concurrency, queue: 32 * concurrency };
};

// How long a client should wait before trying again once the queue is full.
const RETRY_AFTER_SECONDS = 1;

export function createHashPool(options: HashPoolOptions = defaultHashPoolOptions()): HashPool {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  // A freed slot passes straight to the next waiter, so `running` never overshoots.
  const acquire = async (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= options.queue) throw new AppError('UNAVAILABLE', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
