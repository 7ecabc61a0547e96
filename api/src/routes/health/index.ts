import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from 'shared-contracts';
import { isDatabaseReady } from '../../db/migrate';

/** /ready waits at most this long for the database (a network that drops packets). */
const READY_CHECK_TIMEOUT_MS = 2000;

/**
 * Probes for the proxy, the orchestrator and monitoring. /health (liveness): the process
 * answers, nothing else is checked, so a database outage never gets every instance restarted.
 * /ready (readiness): the database answers and is migrated; 503 otherwise, and from the moment
 * the instance starts draining (SIGTERM: server.ts sets `app.readiness.draining` while it still
 * serves requests, SHUTDOWN_DRAIN_MS before the port closes) and while it closes, so traffic
 * moves to the others before it stops.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const noStore = { 'cache-control': 'no-store' };

  app.get('/health', async (_request, reply) => {
    void reply.headers(noStore);
    return { data: { status: 'ok' } };
  });

  app.get('/ready', async (_request, reply) => {
    void reply.headers(noStore);
    if (!closing && !app.readiness.draining && (await databaseReadyWithin(app))) {
      app.databaseOutage.recovered();
      return { data: { status: 'ready' } };
    }
    return reply.code(503).send({ detail: ERROR_MESSAGES.unavailable, code: 'unavailable' });
  });
}

async function databaseReadyWithin(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([isDatabaseReady(app.db), late]);
  } finally {
    clearTimeout(timer);
  }
}
