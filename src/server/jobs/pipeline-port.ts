// The durable pipeline as the rest of the server sees it (app-context.ts hands it to services and
// routes): a port without the worker, so naming it imports neither pg-boss nor the steps.
import type { Effect } from '../../core/status/machine';
import type { StatusMachines } from '../status-machines';
import type { Queryable } from '../store/queryable';

export interface Pipeline {
  readonly machines: StatusMachines;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues the effects of a status change inside the transaction `tx` that made it. */
  schedule(tx: Queryable, applicationUuid: string, effects: Effect[]): Promise<void>;
  /**
   * Runs an application's waiting step now instead of at its recheck time (its queued job's start
   * moved to now): after the sandbox moved the application's closing clock forward.
   */
  nudge(applicationUuid: string): Promise<void>;
  /**
   * Runs again the step of each application parked by a provider failure (PROVIDER_ERROR) for at
   * least the sweep's interval; returns how many. The pipeline runs it every PIPELINE_SWEEP_MS.
   */
  sweep(): Promise<number>;
}

