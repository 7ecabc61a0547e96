import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * helmet's headers on every answer, set by one hook. @fastify/helmet builds helmet's middleware
 * anew for every request (its two onRequest hooks call `helmet(options)` each time, then each
 * middleware sets its header): on the donation flow that was a sixth of Fastify's own work per
 * request (docs/decisions/0002). The headers do not depend on the request: they are what
 * @fastify/helmet sends with these options, learnt once at start from a throwaway instance, so
 * they follow helmet's defaults when it is upgraded. Set on the raw response, as helmet does,
 * before anything else, so that every answer carries them (errors included) and a route may
 * still drop one (embed-pages.ts#allowFraming removes X-Frame-Options).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers @fastify/helmet adds to an answer with `options`, in its order. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', (_request, reply) => reply.send('probe'));
    const response = await probe.inject('/');
    await probe.close();
    return response.headers;
  };
  const [bare, withHelmet] = await Promise.all([answer(false), answer(true)]);
  return Object.entries(withHelmet)
    .filter(([name]) => !(name in bare))
    .map(([name, value]) => [name, String(value)]);
}
