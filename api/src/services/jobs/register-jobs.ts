import type { FastifyInstance } from 'fastify';
import { Logger, run, type LogLevel, type Runner } from 'graphile-worker';
import { Pool } from 'pg';
import { connectionStringOf } from '../../db/migrate';
import { scheduleSettlement, taskList, type JobDeps } from './tasks';

/** graphile-worker's log lines into the app's pino logger. */
function workerLogger(app: FastifyInstance): Logger {
  return new Logger(() => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { job: meta };
    if (level === 'error') app.log.error(fields, message);
    else if (level === 'warning') app.log.warn(fields, message);
    else if (level === 'info') app.log.info(fields, message);
    else app.log.debug(fields, message);
  });
}

/**
 * The durable queue's worker inside this API process (graphile-worker on the app's own
 * PostgreSQL, schema `graphile_worker`, migrated with ours at start). Off with JOB_WORKER=false
 * (a pure web instance: jobs are still added, other instances run them) or without a pool.
 * Also keeps one settlement run waiting (job key `settle`, SETTLEMENT_INTERVAL_MS; 0: none):
 * the first one at most 30 s after start, then each run schedules the next.
 */
export function registerJobWorker(app: FastifyInstance, pool: Pool | undefined): void {
  const config = app.config;
  if (!pool || !config.jobWorker) return;
  const deps: JobDeps = {
    payments: app.payments,
    accounts: app,
    settle: () => app.payments.settle(),
    settlementIntervalMs: config.settlementIntervalMs,
    reconcileAfterMs: config.reconcileAfterMs,
  };
  // Its own small pool: the worker keeps one connection LISTENing and one per running job.
  const workerPool = new Pool({
    connectionString: connectionStringOf(pool),
    max: config.jobConcurrency + 2,
  });
  const onError = (error: Error) => app.log.error({ err: error }, 'job worker connection error');
  workerPool.on('error', onError);
  workerPool.on('connect', (client) => client.on('error', onError));
  let runner: Runner | undefined;
  let startTimer: NodeJS.Timeout | undefined;
  let closing = false;

  // graphile-worker stops its pool for good when it cannot record a job's outcome (PostgreSQL
  // restarted, connections cut) and rejects the runner's promise: log it and start a new pool
  // a little later, rather than leave the queue without a worker or the rejection unhandled.
  const restartLater = (error: unknown) => {
    // That runner is over: closing the app must not stop it again (graphile-worker throws).
    runner = undefined;
    if (closing) return;
    app.log.error({ err: error }, 'job worker stopped; restarting it in 5 s');
    startTimer = setTimeout(() => {
      start().catch(restartLater);
    }, 5000);
  };

  const start = async () => {
    if (closing) return;
    runner = await run({
      pgPool: workerPool,
      concurrency: config.jobConcurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      taskList: taskList(deps),
      logger: workerLogger(app),
    });
    runner.promise.catch(restartLater);
    if (config.settlementIntervalMs > 0)
      await scheduleSettlement(deps, Math.min(config.settlementIntervalMs, 30_000));
  };

  app.addHook('onReady', async () => {
    if (config.jobWorkerStartDelayMs > 0) {
      startTimer = setTimeout(() => {
        start().catch(restartLater);
      }, config.jobWorkerStartDelayMs);
    } else {
      await start();
    }
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (startTimer) clearTimeout(startTimer);
    await runner?.stop();
    await workerPool.end();
  });
}
