// A circuit breaker per provider (catalogue F3): after `failures` failures in a row it opens and
// refuses calls at once for `cooldownMs`; then it half-opens and lets one trial call through. The
// trial's success closes it, its failure opens it for another cool-down. State lives in the
// process: each server process has its own breaker per provider.

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Failures in a row that open the circuit. */
  failures: number;
  cooldownMs: number;
  /** Milliseconds clock; injectable for tests. */
  now?: () => number;
}

export interface CircuitBreaker {
  readonly state: BreakerState;
  /**
   * Runs `call` unless the circuit is open (or half-open with its trial under way), in which case
   * `refuse(retryAfterMs)` is thrown without calling. A rejection counts as a failure when
   * `isFailure` says so; any other outcome shows the provider answering.
   */
  run<T>(call: () => Promise<T>, refuse: (retryAfterMs: number) => Error): Promise<T>;
}

export function createCircuitBreaker(options: BreakerOptions, isFailure: (error: unknown) => boolean): CircuitBreaker {
  const now = options.now ?? Date.now;
  let failuresInARow = 0;
  let openedAt: number | undefined;
  let trialRunning = false;

  const state = (): BreakerState => {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt < options.cooldownMs ? 'open' : 'half-open';
  };
  const answered = () => {
    failuresInARow = 0;
    openedAt = undefined;
  };
  const failed = () => {
    failuresInARow += 1;
    // Only an answer resets the count, so a failed trial opens the circuit again for a whole cool-down.
    if (failuresInARow >= options.failures) openedAt = now();
  };

  return {
    get state() {
      return state();
    },
    async run(call, refuse) {
      const current = state();
      if (current === 'open') throw refuse(options.cooldownMs - (now() - openedAt!));
      if (current === 'half-open' && trialRunning) throw refuse(0);
      const trial = current === 'half-open';
      trialRunning ||= trial;
      try {
        const result = await call();
        answered();
        return result;
      } catch (error) {
        if (isFailure(error)) failed();
        else answered();
        throw error;
      } finally {
        if (trial) trialRunning = false;
      }
    },
  };
}
