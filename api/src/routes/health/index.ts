import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from 'shared-contracts';
import { isDatabaseReady } from '../../db/migrate';

/**
 * Probes for the proxy, the orchestrator and monitoring. /health (liveness): the process
 * answers, nothing else is checked, so a database outage never gets every instance restarted.
 * /ready (readiness): the database answers and is migrated; 503 otherwise, and while the
 * instance shuts down, so traffic moves to the others before it stops.
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
    if (!closing && (await isDatabaseReady(app.db))) return { data: { status: 'ready' } };
    return reply.code(503).send({ detail: ERROR_MESSAGES.unavailable, code: 'unavailable' });
  });
}
