import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_MESSAGES } from 'shared-contracts';
import {
  METRIC_PREFIX,
  collectProcessMetrics,
  emailsFailed,
  emailsSent,
  processMetrics,
} from '../lib/metrics';
import type { MailService } from '../services/mail/mail-service';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  /** Every figure of this app and its process, in Prometheus' text format. */
  text(): Promise<string>;
  readonly contentType: string;
  /** An answer written before Fastify (plugins/early-public-answers.ts): counted like the others. */
  observeEarlyAnswer(route: string, statusCode: number, seconds: number): void;
  /** Serves GET /metrics on a port of its own (METRICS_PORT); closed with the app. */
  listen(port: number, host: string): Promise<AddressInfo>;
}

/** The route of requests no route matched (one label for every unknown URL). */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: the cached public reads answer in well under a millisecond, uploads in seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape waits at most this long for the database's figures (the queue). */
const QUEUE_QUERY_TIMEOUT_MS = 2000;

/**
 * The app's Prometheus metrics: HTTP requests by route pattern (never the raw URL: one series
 * per route, whatever the ids) and status, with their latency; the database pool; the job
 * queue (waiting jobs, the oldest one's age, failed ones, read from graphile-worker's public
 * `jobs` view, so the same on every instance); the public cache's hits and misses; plus the
 * process's own (lib/metrics.ts: payments, refunds, emails, failed job runs, Node's defaults).
 *
 * Never on the public port for the public: METRICS_PORT serves them on a port of their own
 * (`listen`, called by server.ts), METRICS_TOKEN on this app's GET /metrics for its bearer
 * only; without a token that path answers 404. Counting a request is a map lookup and a
 * histogram bucket, in the onResponse hook the log line already uses.
 */
export function registerMetrics(app: FastifyInstance, pool: Pool | undefined): void {
  collectProcessMetrics();
  const registry = new Registry();
  const requests = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests answered, by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // One labels object per series, made once: the hot path hands prom-client the same object.
  const series = new Map<string, { method: string; route: string; status_code: string }>();
  const observe = (method: string, route: string, statusCode: number, seconds: number) => {
    const key = `${method} ${statusCode} ${route}`;
    let labels = series.get(key);
    if (!labels) {
      labels = { method, route, status_code: String(statusCode) };
      series.set(key, labels);
    }
    requests.observe(labels, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    observe(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  registerPublicCacheMetrics(app, registry);
  if (pool) {
    registerPoolMetrics(pool, registry);
    registerQueueMetrics(pool, registry);
  }

  const text = async () => {
    const merged = Registry.merge([processMetrics, registry]);
    return merged.metrics();
  };
  const servers: http.Server[] = [];
  app.decorate('metrics', {
    text,
    contentType: registry.contentType,
    observeEarlyAnswer: (route: string, statusCode: number, seconds: number) =>
      observe('GET', route, statusCode, seconds),
    listen: (port: number, host: string) =>
      new Promise<AddressInfo>((resolve, reject) => {
        const server = http.createServer((request, response) => {
          if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
            response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end();
            return;
          }
          text().then(
            (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics could not be collected');
              response.writeHead(500).end();
            },
          );
        });
        server.once('error', reject);
        server.listen(port, host, () => {
          servers.push(server);
          resolve(server.address() as AddressInfo);
        });
      }),
  } satisfies AppMetrics);
  app.addHook('onClose', async () => {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  });

  // On the app's port: for METRICS_TOKEN's bearer only. Registered at the root, before the
  // front-end's pages, so /metrics never answers the web page.
  const token = app.config.metricsToken;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!token) return reply.code(404).send({ detail: ERROR_MESSAGES.notFound, code: 'not_found' });
    if (!isBearer(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ detail: ERROR_MESSAGES.unauthorized, code: 'unauthenticated' });
    return reply.type(registry.contentType).send(await text());
  });
}

/** The header is `Bearer <token>`, compared in constant time. */
function isBearer(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A counter of a running total kept elsewhere (the public cache's own counts): read at each
 * scrape, the growth since the last one added.
 */
function mirroredCounter(
  registry: Registry,
  name: string,
  help: string,
  readTotal: () => number,
): void {
  let reported = 0;
  new Counter({
    name: `${METRIC_PREFIX}${name}`,
    help,
    registers: [registry],
    collect() {
      const total = readTotal();
      this.inc(total - reported);
      reported = total;
    },
  });
}

/** The public cache's hits (early answers included) and misses, read from its own counts. */
function registerPublicCacheMetrics(app: FastifyInstance, registry: Registry): void {
  mirroredCounter(
    registry,
    'public_cache_hits_total',
    'Public reads answered from the cache of public answers (early answers included)',
    () => app.publicCache.hits,
  );
  mirroredCounter(
    registry,
    'public_cache_misses_total',
    'Public reads that went to the database (cache off, empty or emptied by a change)',
    () => app.publicCache.misses,
  );
  new Gauge({
    name: `${METRIC_PREFIX}public_cache_enabled`,
    help: '1 while the cache listens for changes (on), 0 while it is off',
    registers: [registry],
    collect() {
      this.set(app.publicCache.enabled ? 1 : 0);
    },
  });
}

/** The app's connection pool (pg): connections open, idle, and requests waiting for one. */
function registerPoolMetrics(pool: Pool, registry: Registry): void {
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: "Connections of the app's database pool, by state (total, idle), and its maximum",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_waiting_requests`,
    help: 'Queries waiting for a free connection of the pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/**
 * The durable queue as graphile-worker's public `jobs` view shows it, read at each scrape:
 * jobs due and not taken (waiting), the age of the oldest of them (a stuck or missing worker
 * shows here first), jobs between two attempts (retrying) and jobs out of attempts (failed).
 * The same figures on every instance: aggregate them with max(), not sum().
 */
function registerQueueMetrics(pool: Pool, registry: Registry): void {
  let last: Promise<QueueFigures | null> | undefined;
  // A database that does not answer: no queue figures (absent, not zero), database_up 0.
  // The gauges of one scrape share one query.
  const figures = () => {
    last ??= readQueueFigures(pool).finally(() => setImmediate(() => (last = undefined)));
    return last;
  };
  const gauge = (name: string, help: string, pick: (queue: QueueFigures) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers: [registry],
      async collect() {
        const queue = await figures();
        if (queue) this.set(pick(queue));
        else this.reset();
      },
    });
  gauge('job_queue_waiting', 'Jobs due and not taken by a worker yet', (queue) => queue.waiting);
  gauge(
    'job_queue_oldest_waiting_seconds',
    'Age of the oldest job due and not taken (0: none waiting)',
    (queue) => queue.oldestSeconds,
  );
  gauge(
    'job_queue_retrying',
    'Jobs that failed at least once and will be tried again',
    (queue) => queue.retrying,
  );
  gauge(
    'job_queue_failed',
    'Jobs out of attempts: they will not run again without an operator',
    (queue) => queue.failed,
  );
  new Gauge({
    name: `${METRIC_PREFIX}database_up`,
    help: 'Whether the database answered the queue figures of this scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
}

interface QueueFigures {
  waiting: number;
  oldestSeconds: number;
  retrying: number;
  failed: number;
}

async function readQueueFigures(pool: Pool): Promise<QueueFigures | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), QUEUE_QUERY_TIMEOUT_MS);
  });
  const query = pool
    .query<{ waiting: string; oldest: number | null; retrying: string; failed: string }>(
      `select
         count(*) filter (where locked_at is null and run_at <= now() and attempts < max_attempts) as waiting,
         extract(epoch from now() - min(run_at) filter (
           where locked_at is null and run_at <= now() and attempts < max_attempts))::float8 as oldest,
         count(*) filter (where attempts > 0 and attempts < max_attempts) as retrying,
         count(*) filter (where attempts >= max_attempts) as failed
       from graphile_worker.jobs`,
    )
    .then(({ rows: [row] }) => ({
      waiting: Number(row!.waiting),
      oldestSeconds: row!.oldest ?? 0,
      retrying: Number(row!.retrying),
      failed: Number(row!.failed),
    }))
    .catch(() => null);
  const result = await Promise.race([query, timeout]);
  clearTimeout(timer);
  return result;
}

/**
 * `mail` counting what it sends (emails sent and failed). The other properties (a test
 * outbox) are read through the original.
 */
export function countedMail(mail: MailService): MailService {
  const counted = Object.create(mail) as MailService;
  counted.send = async (message) => {
    try {
      await mail.send(message);
    } catch (error) {
      emailsFailed.inc();
      throw error;
    }
    emailsSent.inc();
  };
  return counted;
}
