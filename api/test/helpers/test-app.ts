import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import {
  createMemoryMailService,
  type MemoryMailService,
} from '../../src/services/mail/mail-service';
import { drainJobs } from '../../src/services/jobs/drain-jobs';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  mail: MemoryMailService;
  config: Config;
  /** Its own database URL (a clone of the migrated template). */
  databaseUrl: string;
  /** Waits until the job queue has nothing due (receipts sent, notices out): see drainJobs. */
  drainJobs(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database cloned from the run's migrated template, plus an app on it with a memory
 * outbox and a temp DATA_DIR. Call in beforeAll, `await ctx.close()` in afterAll.
 */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const serverUrl = process.env.API_TEST_SERVER_URL;
  const runId = process.env.API_TEST_RUN_ID;
  const template = process.env.API_TEST_TEMPLATE_DB;
  if (!serverUrl || !runId || !template) throw new Error('The API jest global setup did not run');
  const name = `${runId}_${randomBytes(5).toString('hex')}`;
  await createDatabaseFromTemplate(serverUrl, name, template);
  const databaseUrl = withDatabase(serverUrl, name);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-data-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
    }),
    logLevel: 'silent',
    publicUrl: 'http://localhost:3000',
    // High by default so tests logging in often are not throttled; the rate-limit test lowers it.
    authRateLimitMax: 1000,
    authAddressRateLimitMax: 1000,
    // Tests poll payment statuses in tight loops: neither the route's limit nor the per-session
    // wait between two questions to the provider (payment-status-throttle.test.ts sets them).
    paymentStatusRateLimitMax: 100_000,
    paymentStatusCheckIntervalMs: 0,
    // No settlement timer in tests: a run in the middle of a test would complete ended
    // campaigns under its feet. Settlement tests call app.payments.settle() or turn it on.
    settlementIntervalMs: 0,
    // Nor does the provider get asked about pending checkouts behind a test's back (the
    // reconciliation test lowers it).
    reconcileAfterMs: 600_000,
    // The checkout's proof of work: tests solve it (donations/helpers.ts withProof) at a
    // difficulty of a few hashes; the per-email and per-card ceilings are out of the way
    // (card-testing-defence.test.ts sets them).
    checkoutChallengeMaxNumber: 20,
    donationEmailLimitMax: 100_000,
    cardFailureLimitMax: 100_000,
    ...overrides,
  };
  const handle = createDatabase(databaseUrl, { max: 5 });
  const mail = createMemoryMailService();
  const app = await buildApp({ config, db: handle.db, pool: handle.pool, mail, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    mail,
    config,
    databaseUrl,
    drainJobs: (timeoutMs) => drainJobs(handle.db, timeoutMs),
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase(serverUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createDatabaseFromTemplate(
  serverUrl: string,
  name: string,
  template: string,
): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // CREATE DATABASE ... TEMPLATE fails while another clone of the same template is running.
    await admin.query('select pg_advisory_lock(727274002)');
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(727274002)').catch(() => undefined);
    await admin.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** app.inject with an optional bearer token and JSON body. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

/**
 * The app on a real port (127.0.0.1, any free one): for what `inject` skips, the server's own
 * request listener (the public reads answered before Fastify). Returns its base URL.
 */
export async function listenForTest(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface HttpAnswer {
  statusCode: number;
  /** Lower-case names, as `inject` gives them. */
  headers: Record<string, string | string[] | undefined>;
  /** Name, value, name, value... as they came on the wire (spelling and order). */
  rawHeaders: string[];
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- as inject's json()
}

/** One request over real HTTP (keep-alive, as browsers), answered like `call`'s. */
export function httpCall(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body,
          json: () => JSON.parse(body),
        });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}
