// The yardstick of the money benches (issue 32, goal 3): what the same PostgreSQL commits in
// pgbench's built-in TPC-B-like script, measured in the same run as the flow it is compared
// with, so that the ratio, not the machine of the day, is the figure. pgbench is PostgreSQL's
// own client tool (PGBENCH, default /usr/bin/pgbench); a machine without it gets its flow's
// figures and a note, not a failure (CI may lack it).
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

/** The ratio issue 32 asks of paid donations: at least this share of pgbench's tps. */
export const PGBENCH_RATIO_GOAL = 0.75;

export interface PgbenchSettings {
  /** Concurrent clients (-c): the flow's own number of clients. */
  clients: number;
  /** Worker threads of pgbench (-j): the flow's load generator's. */
  threads: number;
  /** Seconds of the run (-T): the flow's duration. */
  durationSeconds: number;
}

export interface PgbenchRun {
  /** Transactions per second, without the initial connection time (pgbench's own figure). */
  tps: number;
  transactions: number;
  failed: number;
  latencyAverageMs: number;
  date: string;
}

export type PgbenchReference =
  | {
      available: true;
      /** pgbench's scale factor (-s) of the initialised database: see scaleFor. */
      scale: number;
      settings: PgbenchSettings;
      version: string;
      /** One run of the default script (TPC-B-like) with the settings, on its database. */
      run(): Promise<PgbenchRun>;
      /** Drops its database (never fails: a scratch server may already be gone). */
      drop(): Promise<void>;
    }
  | { available: false; reason: string };

/**
 * pgbench's documentation: the scale factor should be at least the number of clients, as each
 * transaction updates one of `scale` rows of pgbench_branches; with fewer rows than clients
 * pgbench measures the clients queueing on those rows' locks, not what the server commits.
 */
export function scaleFor(settings: PgbenchSettings): number {
  return Math.max(1, settings.clients);
}

/**
 * A database of its own on the server of `databaseUrl` (any database there), initialised for
 * pgbench (`pgbench -i -s <scale>`, about 750 MB at scale 50), ready to run; or why not.
 */
export async function preparePgbench(
  databaseUrl: string,
  settings: PgbenchSettings,
): Promise<PgbenchReference> {
  try {
    accessSync(PGBENCH, constants.X_OK);
  } catch {
    return {
      available: false,
      reason: `pgbench not found at ${PGBENCH} (set PGBENCH): no ratio to pgbench in this run`,
    };
  }
  const name = `bench_pgbench_${Date.now().toString(36)}`;
  const serverUrl = new URL(databaseUrl);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // pgbench reads a libpq URI; the app's own parameters (none today) are not libpq's.
  url.search = '';
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const scale = scaleFor(settings);
  try {
    const { stdout } = await run(PGBENCH, ['--version']);
    await admin(`create database "${name}"`);
    // -q: progress every 5 s instead of every 100,000 rows.
    await run(PGBENCH, ['-i', '-q', '-s', String(scale), url.toString()], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return {
      available: true,
      scale,
      settings,
      version: stdout.trim(),
      run: async () => {
        const date = new Date().toISOString();
        const { stdout: output } = await run(
          PGBENCH,
          [
            '-c',
            String(settings.clients),
            '-j',
            String(settings.threads),
            '-T',
            String(settings.durationSeconds),
            url.toString(),
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
        return { ...parsePgbenchOutput(output), date };
      },
      drop: () => admin(`drop database if exists "${name}" with (force)`).catch(() => undefined),
    };
  } catch (error) {
    await admin(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { available: false, reason: `pgbench could not run (${detail}): no ratio` };
  }
}

/** The figures of `pgbench`'s summary (PostgreSQL 14 to 17 print them the same way). */
export function parsePgbenchOutput(output: string): Omit<PgbenchRun, 'date'> {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`pgbench's output has no ${pattern.source}:\n${output}`);
    return Number(match[1]);
  };
  return {
    tps: Number(number(/tps = ([\d.]+) \(without initial connection time\)/).toFixed(1)),
    transactions: number(/number of transactions actually processed: (\d+)/),
    failed: /number of failed transactions: (\d+)/.test(output)
      ? number(/number of failed transactions: (\d+)/)
      : 0,
    latencyAverageMs: number(/latency average = ([\d.]+) ms/),
  };
}

/** A flow's rate against pgbench's tps of the same run, to two decimals. */
export function ratioToPgbench(perSecond: number, pgbench: PgbenchRun | null): number | null {
  if (!pgbench || pgbench.tps <= 0) return null;
  return Number((perSecond / pgbench.tps).toFixed(2));
}

/** How the results files describe the pgbench runs of a bench (one sentence or two). */
export function pgbenchDescription(reference: PgbenchReference): string {
  if (!reference.available) return `No pgbench figure: ${reference.reason}.`;
  const { settings, scale } = reference;
  return (
    `${reference.version} on the same PostgreSQL, its own database initialised with ` +
    `\`pgbench -i -s ${scale}\`, the default TPC-B-like script with ` +
    `\`-c ${settings.clients} -j ${settings.threads} -T ${settings.durationSeconds}\` right before ` +
    `each measured flow: the scale factor is the number of clients, as pgbench's documentation ` +
    `advises (each transaction updates one of the scale's ${scale} branch rows; fewer rows than ` +
    `clients would measure lock queues on them, not what the server commits).`
  );
}
