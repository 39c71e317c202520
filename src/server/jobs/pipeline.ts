// The durable pre-qualification pipeline: pg-boss jobs in the same database. A job says "run the
// step of application X in status S". The status change, the step's record and the next job are
// written in one transaction, so a crash at any point leaves either the old status with its job
// still queued, or the new status with the next job queued; never a lost or doubled step.
import PgBoss from 'pg-boss';
import { enter, transitionDef, type Effect, type StatusMachine } from '../../core/status/machine';
import type { StatusMachines } from '../status-machines';
import type { Db, Queryable } from '../store/db';
import { isStepName } from '../../core/status/steps';
import type { StepRunners } from './steps';
import type { Pipeline } from './pipeline-port';
import { loadApplicationRecord, type ApplicationRecord } from '../services/application-records';
import { isVersionConflict } from '../events/commit';
import { insertPipelineStep, parkedApplications } from '../store/application-events';
import { applicationsIn, startQueuedJobNow } from '../store/jobs';
import { PROVIDER_FAILED, RETRY_PROVIDER_STEP, type EventName } from '../../generated/events';
import { errorForLog } from '../logging';
import { ProviderError } from '../providers/types';

export const STEP_QUEUE = 'application-step';

// The interface the app context hands to services lives in pipeline-port.ts: services name it
// without importing the worker (and its steps, which import services) back.
export type { Pipeline } from './pipeline-port';

/**
 * The server's applyEvent with the pipeline as sender (src/server/events/apply-event.ts), given by
 * the app: every move the pipeline makes (a step's outcome, a park, a resume) is an event through it,
 * committed in the pipeline's transaction beside the step's own record.
 */
export type ApplyPipelineEvent = (input: { record: ApplicationRecord; event: EventName; version: number; facts?: Record<string, unknown>; offerSet?: unknown; tx: Queryable }) => Promise<unknown>;

export interface PipelineLog {
  error(obj: unknown, msg: string): void;
  info?(obj: unknown, msg: string): void;
}

/** How a step's job is retried, and how often parked applications are tried again. */
export interface RetryOptions {
  /** Retries after the first try before the step counts as failed for good (config PIPELINE_RETRY_LIMIT). */
  retryLimit?: number;
  /** The first retry's delay, doubling each time (config PIPELINE_RETRY_DELAY_S). */
  retryDelaySeconds?: number;
  /** How often, and after how long parked, the sweep tries a parked step again; 0: never (config PIPELINE_SWEEP_MS). */
  sweepMs?: number;
}

export interface PipelineOptions {
  db: Db;
  machines: StatusMachines;
  steps: StepRunners;
  apply: ApplyPipelineEvent;
  /** pg-boss's schema; tests on a shared PostgreSQL give each run its own. */
  jobSchema?: string;
  log?: PipelineLog;
  /** How often an idle worker looks for jobs (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Steps run at once in this process, each of a different application (config PIPELINE_CONCURRENCY). */
  concurrency?: number;
  /** Housekeeping run hourly from the queue's cron (pruning old rate-limit windows ...). */
  maintenance?: () => Promise<void>;
  retry?: RetryOptions;
}

const MAINTENANCE_QUEUE = 'maintenance';
export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_RETRY_LIMIT = 8;
export const DEFAULT_RETRY_DELAY_S = 2;
export const DEFAULT_SWEEP_MS = 300_000;
/** The event of a step that failed on every try of its job; the machine says where it leads. */
export { PROVIDER_FAILED };

interface StepJob {
  applicationUuid: string;
  status: string;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const { db, machines, steps, apply } = options;
  const log = options.log ?? { error: (obj: unknown, msg: string) => console.error(msg, obj) };
  // pg-boss marks a finished job complete or failed without awaiting the write (manager.js watch),
  // so its stop() can return while that write is in flight; stop() below waits for such writes, or
  // a database closed right after stop() makes them reject unhandled.
  const inFlight = new Set<Promise<unknown>>();
  const tracked = <T>(write: Promise<T>): Promise<T> => {
    inFlight.add(write);
    const forget = () => inFlight.delete(write);
    write.then(forget, forget);
    return write;
  };
  const backoff = storageBackoff();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => tracked(backoff(() => db.executeSql(text, values))) },
    schema: options.jobSchema ?? 'pgboss',
    // A worker killed mid-step leaves its job active; after this long pg-boss retries it.
    expireInSeconds: 120,
    maintenanceIntervalSeconds: 30,
  });
  // Described before it reaches any logger (the default is the console): a queue error can be a
  // database error whose message holds a job's data.
  boss.on('error', (error) => {
    // A lost PGlite directory or a storage failure refuses queries (said once by the store): not once per poll.
    if ((error as { code?: unknown }).code === 'UNAVAILABLE') return;
    log.error({ err: errorForLog(error) }, 'job queue error');
  });
  let started = false;
  const oneAtATime = serializer();
  const retryLimit = options.retry?.retryLimit ?? DEFAULT_RETRY_LIMIT;
  const retryDelay = options.retry?.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_S;
  const sweepMs = options.retry?.sweepMs ?? DEFAULT_SWEEP_MS;
  let sweepTimer: NodeJS.Timeout | undefined;

  const send = (tx: Queryable, job: StepJob, startAfterSeconds?: number) =>
    boss.send(STEP_QUEUE, job, {
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      // At most one queued job per application and status (the queue's "short" policy); a job
      // left active by a killed worker does not block its replacement.
      singletonKey: `${job.applicationUuid}:${job.status}`,
      retryLimit,
      retryDelay,
      retryBackoff: true,
      db: { executeSql: (text, values) => tx.executeSql(text, values) },
    });

  async function runStep(job: StepJob): Promise<void> {
    const record = await loadApplicationRecord(db, job.applicationUuid);
    // Already moved on (a retry after a crash that followed the commit): nothing to do.
    if (!record || record.status !== job.status) return;
    const machine = machines.forProduct(record.product);
    const stepName = machine.states[job.status]?.step;
    // parseStatusMachine checked every step name at start.
    if (!stepName || !isStepName(stepName)) return;
    // The version is part of the key: a step entered again (a re-pull after a freeze is lifted)
    // is a new provider call, while a retry of this very job is the same one.
    const result = await steps.run(stepName, record, `${job.applicationUuid}:${job.status}:${record.version}`);
    await moveOn(async (tx) => {
      // A step's outcomes are events of its state (StepOutcome); parseStatusMachine made sure each has a transition.
      await apply({ record, event: result.outcome as EventName, version: record.version, facts: result.facts ?? {}, offerSet: result.offerSet ?? undefined, tx });
      await insertPipelineStep(tx, { applicationUuid: job.applicationUuid, status: job.status, version: record.version, event: result.outcome, result: result.detail });
    });
  }

  /**
   * An event and the pipeline's record of it, in one transaction: false when another change got to
   * the application first (a stale job, another server's run of the same step), which leaves both undone.
   */
  async function moveOn(write: (tx: Queryable) => Promise<void>): Promise<boolean> {
    try {
      await db.transaction(write);
      return true;
    } catch (error) {
      if (isVersionConflict(error)) return false;
      throw error;
    }
  }

  async function schedule(tx: Queryable, applicationUuid: string, effects: Effect[]): Promise<void> {
    // The conditions' effects are the commit's own (events/commit.ts); a step is a job.
    for (const effect of effects) if (effect.type === 'runStep') await send(tx, { applicationUuid, status: effect.status }, effect.startAfterSeconds);
  }

  /**
   * One try of a step's job. A failure before the last try fails the job, which pg-boss retries
   * with backoff; on the last try (pg-boss counts a retry as it starts it) the application is parked
   * instead, so it never waits in an in-progress status with no job left.
   */
  async function runJob(job: PgBoss.JobWithMetadata<StepJob>): Promise<void> {
    try {
      await runStep(job.data);
    } catch (error) {
      if (job.retryCount < job.retryLimit) throw error;
      await park(job.data, error, job.retryCount + 1);
    }
  }

  /** Moves the application on its machine's PROVIDER_FAILED transition, with its pipeline_steps row. */
  async function park(job: StepJob, error: unknown, tries: number): Promise<void> {
    const record = await loadApplicationRecord(db, job.applicationUuid);
    if (!record || record.status !== job.status) return;
    const machine = machines.forProduct(record.product);
    const step = machine.states[job.status]?.step;
    // Only the provider and the kind of failure: a message can carry a provider's answer.
    const cause = error instanceof ProviderError ? { provider: error.provider, failure: error.failure } : { provider: 'none', failure: 'error' };
    const detail = { applicationUuid: job.applicationUuid, status: job.status, step, ...cause, tries };
    if (!transitionDef(machine, job.status, PROVIDER_FAILED)) {
      // A machine without the transition keeps the old behaviour (the job fails), but said once.
      log.error({ ...detail, err: errorForLog(error) }, 'pipeline step failed on every try');
      throw error;
    }
    const parked = await moveOn(async (tx) => {
      await apply({ record, event: PROVIDER_FAILED, version: record.version, tx });
      await insertPipelineStep(tx, { applicationUuid: job.applicationUuid, status: job.status, version: record.version, event: PROVIDER_FAILED, result: { step, ...cause, tries } });
    });
    if (parked) log.error(error instanceof ProviderError ? detail : { ...detail, err: errorForLog(error) }, 'pipeline step failed on every try');
  }

  async function sweep(): Promise<number> {
    let resumed = 0;
    for (const machine of machines.all()) {
      const parkedIn = parkingStatuses(machine);
      if (parkedIn.length === 0) continue;
      const parked = await parkedApplications(db, { statuses: parkedIn, products: machines.productsOf(machine), seconds: sweepMs / 1000 });
      for (const row of parked) if (await resumeParked(machine, row)) resumed += 1;
    }
    return resumed;
  }

  /**
   * The pipeline's RETRY_PROVIDER_STEP: back to the status the step failed in, with its job queued
   * again (applyEvent finds where), at the version read, so two servers sweeping at once resume it once.
   */
  async function resumeParked(machine: StatusMachine, parked: { uuid: string; failedIn: string; version: number }): Promise<boolean> {
    const { uuid, failedIn, version } = parked;
    if (!machine.states[failedIn]?.step) return false;
    const record = await loadApplicationRecord(db, uuid);
    if (!record || record.version !== version) return false;
    const resumed = await moveOn(async (tx) => {
      await apply({ record, event: RETRY_PROVIDER_STEP, version, tx });
      await insertPipelineStep(tx, { applicationUuid: uuid, status: record.status, version, event: 'RESUMED', result: {} });
    });
    if (resumed) log.info?.({ applicationUuid: uuid, status: failedIn }, 'pipeline step resumed after a provider failure');
    return resumed;
  }

  /** After a crash, an application in a status with a step gets its job again (a queued one is kept). */
  async function resume(): Promise<void> {
    for (const machine of machines.all()) {
      const withStep = Object.keys(machine.states).filter((s) => machine.states[s]!.step);
      const rows = await applicationsIn(db, { statuses: withStep, products: machines.productsOf(machine) });
      for (const row of rows) await schedule(db, row.uuid, enter(machine, row.status).effects);
    }
  }

  const jobSchema = options.jobSchema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(jobSchema)) throw new Error(`job schema ${jobSchema} is not a plain identifier`);

  return {
    machines,
    schedule,
    sweep,
    async nudge(applicationUuid) {
      await startQueuedJobNow(db, { schema: jobSchema, queue: STEP_QUEUE, applicationUuid });
    },
    async start() {
      // pg-boss creates its schema and each queue's partition table on first use; two servers doing
      // that at once deadlock or collide on names, so the set-up takes turns with migrations.
      await db.exclusively(async () => {
        await boss.start();
        started = true;
        await boss.createQueue(STEP_QUEUE, { name: STEP_QUEUE, policy: 'short' });
        if (options.maintenance) {
          await boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE, policy: 'short' });
          // pg-boss's cron: one run per hour across every server process on this database.
          await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
        }
      });
      await resume();
      if (options.maintenance) {
        const run = options.maintenance;
        await boss.work(MAINTENANCE_QUEUE, async () => run());
      }
      // One pg-boss worker per slot, each taking one job at a time: a slow provider call holds its
      // slot only (the provider guard bounds how long), and the other slots go on with other jobs.
      const work = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1, includeMetadata: true as const };
      for (let slot = 0; slot < (options.concurrency ?? DEFAULT_CONCURRENCY); slot++) {
        await boss.work<StepJob>(STEP_QUEUE, work, (jobs) =>
          tracked(
            (async () => {
              for (const job of jobs) await oneAtATime(job.data.applicationUuid, () => runJob(job));
            })(),
          ),
        );
      }
      // Each server sweeps; the row lock and version check in resumeParked resume each application once.
      if (sweepMs > 0) {
        sweepTimer = setInterval(() => {
          void tracked(sweep()).catch((error: unknown) => log.error({ err: errorForLog(error) }, 'pipeline sweep failed'));
        }, sweepMs);
        sweepTimer.unref();
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      clearInterval(sweepTimer);
      // Let a running step finish (it is idempotent anyway), then stop polling.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // A fetch in flight when stop() looked for work still hands its job to our handler, which
      // then writes: drain until a whole turn of the event loop adds nothing new.
      do {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
    },
  };
}

/** The statuses a machine parks an application in when a step fails on every try. */
function parkingStatuses(machine: StatusMachine): string[] {
  const targets = Object.keys(machine.states).map((status) => transitionDef(machine, status, PROVIDER_FAILED)?.target);
  return [...new Set(targets.filter((t): t is string => t !== undefined))];
}

/** The longest wait of the queue's database calls while storage fails. */
export const MAX_STORAGE_BACKOFF_MS = 5_000;

/**
 * While the database refuses for storage (a full disk, a lost connection: 503 UNAVAILABLE), the
 * queue's calls wait longer and longer before asking again (0.25 s doubling up to 5 s) instead of
 * each poller asking twice a second; the first call that succeeds ends the wait.
 */
export function storageBackoff(sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))) {
  let failures = 0;
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (failures > 0) await sleep(Math.min(250 * 2 ** (failures - 1), MAX_STORAGE_BACKOFF_MS));
    try {
      const result = await run();
      failures = 0;
      return result;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'UNAVAILABLE') failures = Math.min(failures + 1, 16);
      throw error;
    }
  };
}

/**
 * Runs the tasks of one key one after another, and of different keys side by side: two jobs of one
 * application (a stale one and its successor) never run their steps at the same time in this
 * process. Across processes the row lock and version check in runStep keep each step once.
 */
export function serializer(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    // Forget the key once nothing is queued behind this task.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
