import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  REQUEST_ID_HEADER,
  markRequestIdBound,
  requestIdFrom,
  runWithRequestId,
} from '../lib/request-context';

/**
 * Fastify's side of request ids: `request.id` is the caller's X-Request-Id when acceptable
 * (lib/request-context.ts), else a new UUID, and request.log binds it as `reqId`. Taken from the
 * proxy in front (nginx passes its own, or the client's), one id follows a request across the
 * proxy, an instance and the jobs it enqueued.
 */
export const requestIdServerOptions = {
  // Read by genReqId itself, validated: Fastify would take any header value as it is.
  requestIdHeader: false,
  genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
  childLoggerFactory: (logger, bindings, options) =>
    markRequestIdBound(logger.child(bindings, options)),
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId' | 'childLoggerFactory'>;

/**
 * Returns the id on every answer (errors and 404s included) and runs the rest of the request
 * inside its context: lines written through `app.log` by the services it calls and the jobs it
 * enqueues carry the same id.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(request.id, done);
  });
}
