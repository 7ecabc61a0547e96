import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { jobHandlers, onWorkerStart, type JobDeps } from '../services/job-handlers';
import { registerJobWorker } from './job-worker';

/** The durable queue's worker inside this API process, with the app's jobs (registerJobWorker). */
export function registerJobs(
  app: FastifyInstance,
  pool: Pool | undefined,
  options: { startOnListen?: boolean } = {},
): void {
  const config = app.config;
  const deps: JobDeps = {
    payments: app.payments,
    accounts: app,
    settle: () => app.payments.settle(),
    settlementIntervalMs: config.settlementIntervalMs,
    reconcileAfterMs: config.reconcileAfterMs,
    reconcileMaxDelayMs: config.reconcileMaxDelayMs,
  };
  registerJobWorker(app, pool, {
    ...options,
    handlers: jobHandlers(deps),
    onStart: () => onWorkerStart(deps),
  });
}
