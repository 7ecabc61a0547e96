import { Client } from 'pg';
import type { EmbeddedServer } from '../../src/db/embedded';

/** Drops every database of this run (files drop their own; this catches crashed ones). */
export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.API_TEST_SERVER_URL;
  const runId = process.env.API_TEST_RUN_ID;
  const embedded = (globalThis as { __apiTestEmbedded?: EmbeddedServer }).__apiTestEmbedded;
  if (serverUrl && runId) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${runId}%`],
    );
    for (const row of rows)
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  }
  if (embedded) await embedded.stop();
}
