import type { FastifyInstance } from 'fastify';
import { unsubscribeSchema, type UnsubscribeResult } from 'shared-contracts/src/news/news.schema';
import { parseInput } from '../../lib/validation';
import { unsubscribe } from '../../services/campaign-news/unsubscribe';
import { unsubscribeKey } from '../../services/campaign-news/unsubscribe-links';

/**
 * POST /unsubscribe (issue 30): no account, no session. Two callers:
 * - a mail client's one-click (RFC 8058): `POST /api/unsubscribe?t=<token>`, the URL of the
 *   List-Unsubscribe header, body `List-Unsubscribe=One-Click` (form-encoded or multipart;
 *   the body is not needed, the token is in the URL);
 * - the confirmation page (ROUTES.unsubscribe): JSON `{ token }`.
 * A GET does nothing (link scanners open links), so it is not a route.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const key = unsubscribeKey(app.config.jwtSecret);
  // Encapsulated: only these routes read a form-encoded body (as text; its content is fixed).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, { form: body }),
  );

  app.post<{ Querystring: { t?: string } }>(
    '/unsubscribe',
    {
      config: {
        changesNoPublicData: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const body = request.body as { token?: unknown } | undefined;
      const token =
        typeof request.query.t === 'string' && request.query.t !== ''
          ? request.query.t
          : parseInput(unsubscribeSchema, body ?? {}).token;
      const done = await unsubscribe(app.db, key, token);
      return reply
        .header('cache-control', 'no-store')
        .send({ data: { association_name: done.associationName } satisfies UnsubscribeResult });
    },
  );
}
