import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startScratchEmbedded, type EmbeddedServer } from '../../src/db/embedded';

export interface BenchDatabase {
  /** Connection URL of a fresh, empty database made for this run. */
  url: string;
  /** Where it lives, for the results file. */
  kind: string;
  /** Drops the database (and stops the embedded server this run started, if any). */
  drop(): Promise<void>;
}

/**
 * A database of its own for one benchmark run: on DATABASE_URL's server when it is set, else on
 * an embedded PostgreSQL started in a temporary folder, so a bench never touches real data.
 */
export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  let serverUrl = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
    embedded = await startScratchEmbedded(dir);
    serverUrl = embedded.url;
  }
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: embedded ? 'embedded PostgreSQL' : 'DATABASE_URL server',
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      if (embedded) await embedded.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
