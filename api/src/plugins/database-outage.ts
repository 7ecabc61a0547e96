import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { createOutageLog, type OutageLog } from '../lib/outage-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where lost database connections are reported and logged once per interval. */
    databaseOutage: OutageLog;
  }
}

/**
 * The app's outage log (lib/outage-log.ts): the error handler answers 503 for a lost database
 * and reports it here, like the job worker and the public cache; OUTAGE_LOG_INTERVAL_MS apart
 * at most, and a line when the database answers again (probed while it is down).
 */
export function registerDatabaseOutage(app: FastifyInstance, pool: Pool | undefined): void {
  app.decorate(
    'databaseOutage',
    createOutageLog(app.log, {
      intervalMs: app.config.outageLogIntervalMs,
      probe: pool ? () => pool.query('select 1') : undefined,
    }),
  );
  // Ctrl-C or SIGTERM: the database stops after the app (server.ts); a connection cut on the
  // way out is not an outage to report.
  app.addHook('preClose', (done) => {
    app.databaseOutage.closing();
    done();
  });
}
