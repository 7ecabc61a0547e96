import type { FastifyInstance } from 'fastify';

/**
 * Cached public reads answered before Fastify: routing, request and reply objects, hooks and
 * the reply pipeline cost about as much CPU as Node's own HTTP work (docs/decisions/0002).
 *
 * Only answers the route itself gave are replayed, byte for byte: `serve` notes the plain GETs
 * it answered from a kept entry, the response's final headers (helmet's, CORS's Vary, ETag,
 * cache-control, content type and length) are kept when it ends, and the next such GET of the
 * same URL is written from them (see PublicCache.answerEarly for which requests qualify).
 * Everything else, a first read after a change included, goes to Fastify as before. A hook
 * added later for every request (a global rate limit) does not see early answers: such a
 * hook must also turn them off, or run here, as the request id and the metrics do: an early
 * answer carries its request's X-Request-Id (the caller's, or a new one) and is counted
 * under its route. Early answers are not logged (successful public reads never are).
 *
 * The listener Fastify put on its own server is wrapped rather than replaced by a
 * `serverFactory`, so the server keeps Fastify's timeouts and closing behaviour. `inject`
 * does not pass through the server: tests of early answers use a real port.
 */
export function answerPublicReadsEarly(app: FastifyInstance): void {
  const server = app.server;
  const [fastifyHandler] = server.listeners('request') as ((...args: unknown[]) => void)[];
  if (!fastifyHandler) return;
  server.removeListener('request', fastifyHandler);
  server.on('request', function (this: unknown, request, response) {
    const startedAt = performance.now();
    const answered = app.publicCache.answerEarly(request, response);
    if (!answered) {
      fastifyHandler.call(this, request, response);
      return;
    }
    app.metrics.observeEarlyAnswer(
      answered.route,
      answered.statusCode,
      (performance.now() - startedAt) / 1000,
    );
  });
  app.addHook('onResponse', (request, reply, done) => {
    app.publicCache.keepForEarlyAnswers(request, reply);
    done();
  });
}
