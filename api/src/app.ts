import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { UPLOAD_MAX_BYTES } from 'shared-contracts';
import type { Config } from './config';
import type { Database } from './db/client';
import { originIfTrusted } from './lib/trusted-origin';
import { urlForLog } from './lib/url-for-log';
import { requestIdLogMixin } from './lib/request-context';
import { answerPublicReadsEarly } from './plugins/early-public-answers';
import { registerErrorHandling } from './plugins/error-handler';
import { registerJobs } from './plugins/jobs';
import { countedMail, registerMetrics } from './plugins/metrics';
import { registerDatabaseOutage } from './plugins/database-outage';
import { registerPayments } from './plugins/payments';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestIds, requestIdServerOptions } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { apiRoutes } from './routes';
import { createMailService, type MailService } from './services/mail/mail-service';
import type { Storage } from './services/storage/storage';
import { storageFromConfig } from './services/storage/storage-from-config';
import type { PaymentProvider } from './services/payments/payment-provider';
import {
  createDisabledPublicCache,
  createPublicCache,
  type PublicCache,
} from './services/public-cache/public-cache';
import type { Pool } from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mail: MailService;
    storage: Storage;
    publicCache: PublicCache;
    /** Set by server.ts on SIGTERM: /api/ready answers 503 while requests are still served. */
    readiness: { draining: boolean };
  }
  interface FastifyContextConfig {
    /**
     * The route's answers need no wait for the public caches (the onSend hook below): it
     * changes nothing the public reads (opening a checkout). The donation hot path: one round
     * trip less per request.
     */
    changesNoPublicData?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set by a handler whose change the public caches already heard (a payment: see
     * PublicCache.changedHere): its answer needs no catch-up round trip of its own.
     */
    publicChangeHeard: boolean;
  }
}

/** A read slower than this is logged like a write. */
const SLOW_REQUEST_MS = 1000;

export interface AppOptions {
  config: Config;
  db: Database;
  /** Defaults: SMTP or .eml files per config; tests pass a memory outbox. */
  mail?: MailService;
  /** Default: the S3 bucket S3_BUCKET names, else local disk under $DATA_DIR/uploads. */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Default: the provider PAYMENT_PROVIDER names (tests may pass their own). */
  paymentProvider?: PaymentProvider;
  /**
   * The pool behind `db`: one of its connections LISTENs for changes to public data, which
   * turns the cache of public reads on. Without it every public read goes to the database.
   */
  pool?: Pool;
  /**
   * Start the job worker once the app listens (server.ts), not when it is ready: a process
   * that cannot listen then takes no job. Default: at ready (tests drive it with inject).
   */
  jobWorkerStartsOnListen?: boolean;
}

/**
 * pino's options with the mixin that writes the current request's id on lines logged through
 * `app.log` (a service, a job): request.log binds it already. A logger instance or `false` is
 * left as it is.
 */
function withRequestIdMixin(logger: AppOptions['logger']): AppOptions['logger'] {
  if (!logger || logger === true) return logger;
  return { mixin: requestIdLogMixin, ...logger };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify refuses a bare hop count (it trusts nothing then):
 * `n` hops are trusted as proxy-addr's hop function, the socket's peer being hop 0, so the
 * client address is the n-th entry of X-Forwarded-For from the right, never one the client
 * wrote in front of those the proxies added.
 */
function trustProxyOption(
  trusted: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

/**
 * Builds the whole HTTP application without listening, so that tests drive it with
 * `app.inject` and server.ts only listens and closes. Everything hangs off the root instance:
 * decorations (`app.config`, `app.db`, `app.mail`, `app.storage`) are visible to every plugin.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRequestIdMixin(options.logger ?? { level: options.config.logLevel }),
    // X-Request-Id kept (when acceptable) or made, bound to request.log as reqId.
    ...requestIdServerOptions,
    // JSON bodies are small forms; files go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.config.trustProxy),
    // Fastify's two info lines per request ('incoming request', 'request completed') were most
    // of the cost of a cached public read: one line, for the requests worth it, below.
    // Through a LogController: Fastify 5's top-level `disableRequestLogging` is deprecated
    // (FSTDEP023, a warning at every start).
    logController: new LogController({ disableRequestLogging: true }),
  });
  // First of the hooks: every later one, the handler and what it awaits run under the id.
  registerRequestIds(app);
  if (options.logger !== false) {
    // Writes, refusals, errors and slow answers, once each; not every public read.
    app.addHook('onResponse', (request, reply, done) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      // During a database outage its refusals are counted in the outage log's lines (one per
      // interval) and the metrics, not one line each.
      if (reply.statusCode === 503 && app.databaseOutage.active) return done();
      if (!isRead || reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS) {
        request.log.info(
          {
            method: request.method,
            url: urlForLog(request.url),
            statusCode: reply.statusCode,
            responseTime: Math.round(reply.elapsedTime),
            // The client's address: behind a trusted proxy (TRUST_PROXY), the one it saw.
            clientAddress: request.ip,
          },
          'request completed',
        );
      }
      done();
    });
  }

  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('readiness', { draining: false });
  registerDatabaseOutage(app, options.pool);
  app.decorate(
    'mail',
    countedMail(
      options.mail ??
        createMailService(
          {
            smtpUrl: options.config.smtpUrl,
            from: options.config.mailFrom,
            dataDir: options.config.dataDir,
          },
          app.log,
        ),
    ),
  );
  app.decorate('storage', options.storage ?? storageFromConfig(options.config));

  app.decorate(
    'publicCache',
    options.pool
      ? createPublicCache(options.pool, {
          // A lost database is the outage log's to tell (once per interval), not each retry's.
          warn: (fields: { err?: unknown }, message: string) => {
            if (!app.databaseOutage.note('public cache', fields.err)) app.log.warn(fields, message);
          },
        })
      : createDisabledPublicCache(),
  );
  app.addHook('onClose', () => app.publicCache.close());
  // Prometheus figures (GET /metrics for METRICS_TOKEN's bearer, or METRICS_PORT: server.ts).
  registerMetrics(app, options.pool);
  app.decorateRequest('publicChangeHeard', false);
  answerPublicReadsEarly(app);
  // A write answered here must be visible to the very next read: before its answer leaves,
  // the changes it committed have emptied this instance's cache (see public-cache.ts).
  // Callback style: the hot public reads pay no promise for a hook that has nothing to do.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    if (request.routeOptions.config.changesNoPublicData || request.publicChangeHeard)
      return done(null, payload);
    app.publicCache.catchUp().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  registerErrorHandling(app);
  // The CSP is left to the front-end server: the shell loads remotes from other origins.
  // No page or answer of this origin may be framed (X-Frame-Options: DENY), but the embeds
  // under /embed/, which drop it (plugins/frontend/embed-pages.ts#allowFraming).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Remotes may be served from other origins and call the API directly: only the trusted
  // ones (PUBLIC_URL, ALLOWED_ORIGINS, loopback dev servers outside production) get CORS
  // headers, with every method the client uses.
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin ? originIfTrusted(options.config, origin) !== undefined : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // A remote on another origin may read the id of a failed call, for support.
    exposedHeaders: ['x-request-id'],
  });
  await registerRateLimit(app);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

  // Payment provider and settlement (app.payments); the durable queue's worker runs the jobs
  // (receipts, notices, reconciliation, the settlement schedule).
  registerPayments(app, { provider: options.paymentProvider });
  registerJobs(app, options.pool, { startOnListen: options.jobWorkerStartsOnListen });

  await app.register(apiRoutes, { prefix: '/api' });

  // Further root-level plugins (front-end assets, schedulers) register here, after the API.

  return app;
}
