import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { startScratchEmbedded, type EmbeddedServer } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';

/**
 * Once per jest run: a PostgreSQL for the API tests, migrated once into a template database.
 * - DATABASE_URL set: a uniquely named template database on that server (dropped afterwards);
 * - otherwise an embedded PostgreSQL on a free port in a temp folder (stopped afterwards).
 * Each test file then clones the template into its own database (test/helpers/test-app.ts),
 * so files run in parallel without seeing each other's rows.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `api_test_${process.pid}_${Date.now().toString(36)}`;
  let serverUrl = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-pg-'));
    embedded = await startScratchEmbedded(dir);
    serverUrl = embedded.url;
  }
  const template = `${runId}_template`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await admin.end();

  const pool = new Pool({ connectionString: withDatabase(serverUrl, template), max: 1 });
  await runMigrations(pool);
  await pool.end();

  process.env.API_TEST_SERVER_URL = serverUrl;
  process.env.API_TEST_RUN_ID = runId;
  process.env.API_TEST_TEMPLATE_DB = template;
  (globalThis as { __apiTestEmbedded?: EmbeddedServer }).__apiTestEmbedded = embedded;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
