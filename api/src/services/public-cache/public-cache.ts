import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { REQUEST_ID_HEADER, requestIdFrom } from '../../lib/request-context';
import { isOwnChangeNotice } from './change-notices';

/**
 * The public reads (catalogue, campaign pages, their contributions, associations, stats) as the
 * bytes last sent, with an ETag. Freshness rule: every committed change to a table those reads
 * come from raises a PostgreSQL notification (triggers of migration 0006, so no write path can
 * forget it, `npm run settle` included), and every instance listening empties its cache on it.
 *
 * - A read that started before a change is not kept: entries are stored only if no change
 *   arrived while they were computed (the generation check).
 * - A write request through this instance waits, before its answer leaves, for the
 *   notifications already committed (a round trip on the listening connection), so the next
 *   read of the same client sees its own change.
 * - Without a live listening connection (not yet connected, lost, reconnecting) the cache is
 *   off: every read goes to the database. It comes back empty once LISTEN succeeds again.
 * - The payment path (the one hot write) needs no round trip of its own: its statement
 *   commits a NOTIFY whose payload names it (change-notices.ts, see confirmDonationPayment),
 *   and `changedHere(notice)` empties this instance's cache at once, then resolves when that
 *   very notification reaches this instance's listener. PostgreSQL signals every listening
 *   session of a commit together, so the other instances hear it in the same moment: the
 *   donor's next read, through any instance, comes after it, without the CPU a `select 1`
 *   per payment batch would cost (docs/decisions/0002).
 * - Early answers (`answerEarly`, wired in plugins/early-public-answers.ts): once the route has answered a
 *   plain GET of a URL from a kept entry, the exact headers it sent are kept with
 *   that entry, and the next GET of the same URL is written from them before Fastify sees it.
 *   They live and die with the entries (emptied by the same invalidation), so they are never
 *   fresher or staler than the route's own answer.
 */

export const PUBLIC_DATA_CHANNEL = 'public_data_changed';
const MAX_ENTRIES = 1000;
const RECONNECT_DELAY_MS = 1000;
const BARRIER_TIMEOUT_MS = 2000;
/** Own notices heard and kept for callers that ask after their notification arrived. */
const MAX_HEARD_NOTICES = 4096;

interface Entry {
  /** Encoded once: re-encoding a large list on every send cost more than Fastify itself. */
  body: Buffer;
  etag: string;
}

/** What the route sent for one URL from one entry, as `writeHead` takes it (name, value, …). */
interface EarlyAnswer {
  entry: Entry;
  /** The route pattern that gave the answer (the metrics count early answers under it). */
  route: string;
  ok?: string[];
  notModified?: string[];
}

/** What an early answer wrote: for the metrics. */
export interface EarlyAnswered {
  route: string;
  statusCode: number;
}

export interface PublicCache {
  /** Answers from the cache, or computes, serialises and (if still fresh) keeps the answer. */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /**
   * Catches up with PostgreSQL: resolves once the notifications committed before the call have
   * emptied the cache.
   */
  catchUp(): Promise<void>;
  /**
   * A change this instance committed, its NOTIFY with it: empties this instance's cache now,
   * then resolves once PostgreSQL delivered that notification (to this instance's listener,
   * and with it to the others'). `notice`: the payload the change notified with
   * (change-notices.ts).
   */
  changedHere(notice: string): Promise<void>;
  readonly enabled: boolean;
  /** Bumped on every change seen (tests wait on it to observe another instance's write). */
  readonly generation: number;
  /**
   * Writes the answer to a plain GET the route already gave from a kept entry (same headers,
   * body, 304 on a matching If-None-Match), with its request's X-Request-Id (the caller's, if
   * acceptable, else a new one: lib/request-context.ts). Returns the
   * route pattern and status written; undefined: nothing written, the request goes on to
   * Fastify.
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): EarlyAnswered | undefined;
  /** Public reads answered from a kept entry (early answers included), since the start. */
  readonly hits: number;
  /** Public reads computed from the database (no entry, or the cache off), since the start. */
  readonly misses: number;
  /** After a response: keeps its headers for `answerEarly` if `serve` answered it from a kept entry. */
  keepForEarlyAnswers(request: FastifyRequest, reply: FastifyReply): void;
  close(): Promise<void>;
}

/** A cache that is never on: for apps built without a pool to listen on. */
export function createDisabledPublicCache(): PublicCache {
  let misses = 0;
  return {
    serve: (request, reply, _key, compute) => {
      misses += 1;
      return sendFresh(request, reply, compute);
    },
    catchUp: async () => undefined,
    changedHere: async () => undefined,
    enabled: false,
    generation: 0,
    answerEarly: () => undefined,
    keepForEarlyAnswers: () => undefined,
    hits: 0,
    get misses() {
      return misses;
    },
    close: async () => undefined,
  };
}

export function createPublicCache(
  pool: Pool,
  logger: { warn(obj: object, msg: string): void },
): PublicCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  // By request URL. Emptied with `entries`: an early answer never outlives its entry.
  const early = new Map<string, EarlyAnswer>();
  // Requests `serve` answered from a kept entry, until their response's headers are known.
  const servedFromEntry = new WeakMap<FastifyRequest, { key: string; entry: Entry }>();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  let listener: PoolClient | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  // Own notices heard (oldest first), and the callers waiting for one not heard yet.
  const heard = new Set<string>();
  const awaited = new Map<
    string,
    { promise: Promise<void>; heard: () => void; timer: NodeJS.Timeout }
  >();
  const hear = (notice: string) => {
    const waiting = awaited.get(notice);
    if (waiting) {
      awaited.delete(notice);
      clearTimeout(waiting.timer);
      waiting.heard();
    }
    if (heard.size >= MAX_HEARD_NOTICES) heard.delete(heard.values().next().value!);
    heard.add(notice);
  };
  // The listener changed (lost, or a new one): a notice still awaited may have been lost with
  // the old one, and the new one starts with an empty cache, so no caller waits any longer.
  // The notices heard stay (each is unique): a late caller of one is not held.
  const releaseWaiters = () => {
    for (const waiting of awaited.values()) {
      clearTimeout(waiting.timer);
      waiting.heard();
    }
    awaited.clear();
  };
  const invalidate = () => {
    generation += 1;
    entries.clear();
    pending.clear();
    early.clear();
  };

  const drop = (client: PoolClient, error?: unknown) => {
    if (listener !== client) return;
    listener = undefined;
    invalidate();
    releaseWaiters();
    client.release(error instanceof Error ? error : true);
    if (!closed) {
      if (error) logger.warn({ err: error }, 'public cache: LISTEN connection lost, cache off');
      reconnectTimer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      reconnectTimer.unref();
    }
  };

  async function connect(): Promise<void> {
    reconnectTimer = undefined;
    let client: PoolClient | undefined;
    try {
      client = await pool.connect();
      const current = client;
      current.on('notification', (message) => {
        if (message.channel !== PUBLIC_DATA_CHANNEL) return;
        invalidate();
        if (isOwnChangeNotice(message.payload)) hear(message.payload);
      });
      current.on('error', (error) => drop(current, error));
      current.on('end', () => drop(current, new Error('connection ended')));
      await current.query(`listen ${PUBLIC_DATA_CHANNEL}`);
      if (closed) {
        current.release(true);
        return;
      }
      // Changes made while nobody listened were never heard: start empty.
      invalidate();
      releaseWaiters();
      listener = current;
    } catch (error) {
      client?.release(true);
      if (closed) return;
      logger.warn({ err: error }, 'public cache: cannot LISTEN, cache off until it can');
      reconnectTimer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      reconnectTimer.unref();
    }
  }
  void connect();

  // Notifications committed before a catchUp() call reach the listening connection before the
  // answer to a round trip sent on it after the call. One round trip serves every call made
  // before it was sent. A connection that does not answer in time is treated as lost (cache
  // off), so a write never waits on it for long.
  const barrier = coalesced(async () => {
    const client = listener;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('LISTEN connection not answering')),
        BARRIER_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      drop(client, error);
    } finally {
      clearTimeout(timer);
    }
  });

  function compute(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const shared = pending.get(key);
    if (shared) return shared;
    const startedAt = generation;
    const promise = produce().then((payload) => {
      const entry = toEntry(payload);
      if (pending.get(key) === promise) pending.delete(key);
      // Computed across a change: may hold the old state, so it is answered but not kept.
      if (generation === startedAt && listener) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      return entry;
    });
    promise.catch(() => {
      if (pending.get(key) === promise) pending.delete(key);
    });
    pending.set(key, promise);
    return promise;
  }

  return {
    async serve(request, reply, key, produce) {
      if (!listener) {
        misses += 1;
        return sendFresh(request, reply, produce);
      }
      let entry = entries.get(key);
      if (entry) hits += 1;
      else {
        misses += 1;
        entry = await compute(key, produce);
      }
      if (entries.get(key) === entry && mayAnswerEarly(request.raw)) {
        servedFromEntry.set(request, { key, entry });
      }
      return send(request, reply, entry);
    },
    answerEarly(request, response) {
      if (request.method !== 'GET') return undefined;
      const answer = early.get(request.url!);
      if (!answer || !mayAnswerEarly(request)) return undefined;
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, answer.entry.etag)) {
        // Not seen from the route yet: it answers this one and its headers are kept.
        if (!answer.notModified) return undefined;
        hits += 1;
        response.writeHead(304, withRequestId(answer.notModified, request));
        response.end();
        return { route: answer.route, statusCode: 304 };
      }
      if (!answer.ok) return undefined;
      hits += 1;
      response.writeHead(200, withRequestId(answer.ok, request));
      response.end(answer.entry.body);
      return { route: answer.route, statusCode: 200 };
    },
    keepForEarlyAnswers(request, reply) {
      const served = servedFromEntry.get(request);
      if (!served) return;
      servedFromEntry.delete(request);
      // A change came in after the answer was made: that entry is gone, its answer with it.
      if (entries.get(served.key) !== served.entry) return;
      const status = reply.statusCode;
      if (status !== 200 && status !== 304) return;
      const url = request.raw.url!;
      let answer = early.get(url);
      if (!answer || answer.entry !== served.entry) {
        if (!answer && early.size >= MAX_ENTRIES) early.delete(early.keys().next().value!);
        answer = { entry: served.entry, route: request.routeOptions.url ?? url };
        early.set(url, answer);
      }
      const headers = sentHeaders(reply);
      if (status === 200) answer.ok = headers;
      else answer.notModified = headers;
    },
    async catchUp() {
      // Not connected (yet): the cache is off and holds nothing to empty.
      if (listener) await barrier();
    },
    async changedHere(notice) {
      invalidate();
      if (!listener || heard.has(notice)) return;
      const waiting = awaited.get(notice);
      if (waiting) return waiting.promise;
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      // Not heard in time: the listener may be stuck, which the barrier finds out (and then
      // drops it: cache off). The callers wait for that, never longer.
      const timer = setTimeout(() => {
        awaited.delete(notice);
        void barrier().then(resolve);
      }, BARRIER_TIMEOUT_MS);
      awaited.set(notice, { promise, heard: resolve, timer });
      return promise;
    },
    get enabled() {
      return listener !== undefined;
    },
    get generation() {
      return generation;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      // A connection attempt still in flight releases its client itself once it sees `closed`.
      const client = listener;
      listener = undefined;
      invalidate();
      releaseWaiters();
      if (client) {
        await client.query(`unlisten ${PUBLIC_DATA_CHANNEL}`).catch(() => undefined);
        client.release();
      }
    },
  };
}

/**
 * `task` for every caller, never two runs at once: calls made while it runs share the next run,
 * which starts when the current one ends (so each caller waits for a run started after its call).
 * `task` must not reject.
 */
export function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const run: Promise<void> = task().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}

function toEntry(payload: unknown): Entry {
  const body = Buffer.from(JSON.stringify(payload));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/**
 * The requests an early answer may take: plain GETs with no query string (the pages' own
 * calls), not cross-origin (CORS headers depend on Origin) and not signed in. Anything else
 * goes through Fastify and the route, which still answer from the cache.
 */
function mayAnswerEarly(request: IncomingMessage): boolean {
  const headers = request.headers;
  return (
    request.method === 'GET' &&
    !request.url!.includes('?') &&
    headers.origin === undefined &&
    headers.authorization === undefined
  );
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * The headers a finished response carried, every hook's included, in the order and spelling
 * they were written (Node adds Date, Connection and Keep-Alive itself on every response).
 */
function sentHeaders(reply: FastifyReply): string[] {
  // Node has getRawHeaderNames on every outgoing message; @types/node declares it on requests.
  const raw = reply.raw as ServerResponse & { getRawHeaderNames(): string[] };
  const spelling = new Map(raw.getRawHeaderNames().map((name) => [name.toLowerCase(), name]));
  const flat: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      flat.push(spelling.get(name) ?? name, String(one));
    }
  }
  return flat;
}

/**
 * The kept headers with this request's own X-Request-Id in the slot the route's answer had it
 * (the caller's when acceptable, else a new one: lib/request-context.ts), never the id of the
 * request whose headers were kept.
 */
function withRequestId(headers: string[], request: IncomingMessage): string[] {
  const answer = headers.slice();
  const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  // Set by plugins/request-id.ts under this very (lower-case) name.
  const slot = answer.indexOf(REQUEST_ID_HEADER);
  if (slot === -1 || slot % 2 === 1) answer.push(REQUEST_ID_HEADER, requestId);
  else answer[slot + 1] = requestId;
  return answer;
}

async function sendFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  return send(request, reply, toEntry(await produce()));
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  // Browsers and proxies may keep a copy but must ask again each time (304 when unchanged).
  reply.header('cache-control', 'no-cache');
  reply.header('etag', entry.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matchesEtag(ifNoneMatch, entry.etag)) {
    return reply.code(304).send();
  }
  // Sent as is: the bytes were serialised and encoded once, when the entry was made.
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
