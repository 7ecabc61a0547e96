import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { run, type Logger, type Runner, type WorkerEvents } from 'graphile-worker';
import { Client, Pool } from 'pg';
import { connectionStringOf } from '../db/migrate';
import { connectionOptions } from '../db/client';
import { jobRunsFailed } from '../lib/metrics';
import { taskList, type JobHandlers } from '../services/jobs/tasks';
import {
  forgetWorker,
  livenessLockHolder,
  releaseJobsOfDeadWorkers,
  touchWorker,
} from '../services/jobs/worker-liveness';
import { payloadFreeWorkerLogger } from '../services/jobs/worker-log';

/** The application_name of the worker's connections. */
export const JOB_WORKER_APPLICATION_NAME = 'job-worker';

/** The application_name of the connection holding the pool's liveness lock. */
const JOB_WORKER_LIVENESS_APPLICATION_NAME = 'job-worker-liveness';

/**
 * Jobs a worker pool takes from the database in one query (graphile-worker's local queue),
 * then hands to its workers without asking again. Each fetch locks and scans the jobs table:
 * one per job cost the database more CPU than the payment that added the job
 * (docs/decisions/0002). The batch stays locked to this process until run or returned (on a
 * clean stop, or after the local queue's TTL, 5 minutes); the jobs of a process killed while
 * holding them are released by the other workers within seconds (worker-liveness.ts).
 */
const LOCAL_QUEUE_SIZE = 25;

/** graphile-worker's log lines into the app's pino logger, never a job's payload. */
function workerLogger(app: FastifyInstance): Logger {
  return payloadFreeWorkerLogger(app.log, (error) => app.databaseOutage.note('job worker', error));
}

/**
 * The durable queue's worker inside this API process (graphile-worker on the app's own
 * PostgreSQL, schema `graphile_worker`, migrated with ours at start). Off with JOB_WORKER=false
 * (a pure web instance: jobs are still added, other instances run them) or without a pool.
 * The queue's machinery only: what each job does (`handlers`) and what to add at each start of
 * a pool (`onStart`) come from the app (services/job-handlers.ts, through plugins/jobs.ts), so
 * this file, like services/jobs/, imports no domain.
 */
export function registerJobWorker(
  app: FastifyInstance,
  pool: Pool | undefined,
  options: {
    startOnListen?: boolean;
    /** What each job does. */
    handlers: JobHandlers;
    /** Run once a pool has started (the jobs every start adds). */
    onStart: () => Promise<void>;
  },
): void {
  const config = app.config;
  if (!pool || !config.jobWorker) return;
  // Its own small pool: the worker keeps one connection LISTENing and one per running job.
  // Named, so that pg_stat_activity tells its connections from the app's.
  const workerPool = new Pool({
    connectionString: connectionStringOf(pool),
    max: config.jobConcurrency + 2,
    application_name: JOB_WORKER_APPLICATION_NAME,
    options: connectionOptions(),
  });
  // A lost database is the outage log's to tell, once per interval (plugins/database-outage.ts).
  const isOutage = (error: unknown) => app.databaseOutage.note('job worker', error);
  const onError = (error: Error) => {
    if (!isOutage(error)) app.log.error({ err: error }, 'job worker connection error');
  };
  workerPool.on('error', onError);
  workerPool.on('connect', (client) => client.on('error', onError));
  let runner: Runner | undefined;
  let startTimer: NodeJS.Timeout | undefined;
  let closing = false;
  /** graphile-worker's id of the running pool: the `locked_by` of the jobs it holds. */
  let poolId: string | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const beatMs = Math.max(100, Math.floor(config.jobLockTimeoutMs / 4));
  const liveness = livenessLockHolder({
    connect: () =>
      new Client({
        connectionString: connectionStringOf(pool),
        application_name: JOB_WORKER_LIVENESS_APPLICATION_NAME,
        options: connectionOptions(),
        keepAlive: true,
      }),
    onError,
    // Says so at once: a pool taken for dead while alive would see its jobs run twice.
    onLost: (id) => {
      if (id === poolId && !closing) void touchWorker(workerPool, id, false).catch(onError);
    },
  });

  // Says this pool is alive, then releases the jobs of pools that are not (worker-liveness.ts).
  const beat = async () => {
    try {
      if (poolId) {
        const id = poolId;
        const holder = await liveness.hold(id).catch((error: unknown) => {
          if (!isOutage(error))
            app.log.warn({ err: error }, 'job queue: could not take the liveness lock');
          return undefined;
        });
        await touchWorker(holder ?? workerPool, id, holder !== undefined);
      }
      // Known dead: silent for a beat with its liveness lock free (its connections closed).
      const dead = await releaseJobsOfDeadWorkers(workerPool, config.jobLockTimeoutMs, beatMs);
      if (dead.length > 0)
        app.log.warn({ workers: dead }, 'job queue: released the jobs of dead workers');
    } catch (error) {
      if (!isOutage(error)) app.log.warn({ err: error }, 'job queue: could not check the workers');
    }
  };
  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
  };

  // graphile-worker stops its pool for good when it cannot record a job's outcome (PostgreSQL
  // restarted, connections cut) and ends the runner's promise: log it and start a new pool
  // a little later (JOB_WORKER_RESTART_DELAY_MS, 5 s), rather than leave the queue without a
  // worker or the rejection unhandled.
  const restartLater = (error: unknown) => {
    // A stopped runner cannot be stopped again: closing the app before the restart must not throw.
    runner = undefined;
    // The next pool has a new id; jobs the old one could not return are released as a dead one's.
    stopHeartbeat();
    poolId = undefined;
    void liveness.release();
    if (closing) return;
    if (!isOutage(error)) app.log.error({ err: error }, 'job worker stopped; restarting it later');
    startTimer = setTimeout(() => {
      start().catch(restartLater);
    }, config.jobWorkerRestartDelayMs);
  };

  const start = async () => {
    if (closing) return;
    const events: WorkerEvents = new EventEmitter();
    // Emitted before the pool takes its first job: its id is known before any job is locked.
    events.on('pool:create', ({ workerPool: created }) => {
      poolId = created.id;
    });
    runner = await run({
      pgPool: workerPool,
      events,
      concurrency: config.jobConcurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      taskList: taskList(options.handlers, { failed: (task) => jobRunsFailed.inc({ task }) }),
      // No graphile-worker cron (settlement has its own schedule, services/jobs/): without
      // this it looks for a `crontab` file in the working folder and logs that it found none.
      parsedCronItems: [],
      logger: workerLogger(app),
      // Without batching, graphile-worker does not wait for the UPDATE that records a job's
      // outcome: on a dead connection it is an unhandled rejection (which ends a Node process)
      // and the worker goes on. Batched (0 ms: the calls of one tick), the failure stops the
      // pool through runner.promise, and restartLater starts a new one.
      preset: {
        worker: {
          completeJobBatchDelay: 0,
          failJobBatchDelay: 0,
          localQueue: { size: LOCAL_QUEUE_SIZE },
        },
      },
    });
    await beat();
    stopHeartbeat();
    heartbeat = setInterval(() => void beat(), beatMs);
    heartbeat.unref();
    // The runner's promise ends once graphile-worker has stopped the pool, and it resolves
    // even when the pool stopped on an error: outside closing, either way is a stop to recover.
    runner.promise.then(() => restartLater(new Error('the job worker pool stopped')), restartLater);
    await options.onStart();
  };

  const startLater = () => {
    startTimer = setTimeout(() => {
      start().catch(restartLater);
    }, config.jobWorkerStartDelayMs);
  };
  if (options.startOnListen) {
    // The server (server.ts): the worker starts once the port is ours. A process that cannot
    // listen exits without having taken a job: run while shutting down, with its database pool
    // closed, their emails would be sent again elsewhere.
    app.addHook('onListen', async () => {
      if (config.jobWorkerStartDelayMs > 0) startLater();
      else await start().catch(restartLater);
    });
  } else {
    // Tests and the bench, which drive the app without listening.
    app.addHook('onReady', async () => {
      if (config.jobWorkerStartDelayMs > 0) startLater();
      else await start();
    });
  }
  app.addHook('onClose', async () => {
    closing = true;
    if (startTimer) clearTimeout(startTimer);
    stopHeartbeat();
    // Read before stopping: the runner's ended promise clears it (restartLater).
    const stoppedPool = poolId;
    await runner?.stop();
    // Stopped cleanly, the pool returned its jobs: nothing of it is left to release.
    if (stoppedPool) await forgetWorker(workerPool, stoppedPool).catch(() => undefined);
    await liveness.release();
    await workerPool.end();
  });
}
