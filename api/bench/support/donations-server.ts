// The API under test for donations.bench.ts, in its own process so that the load generator
// does not share its event loop. Reads BENCH_DATABASE_URL, listens on a free port, prints
// `listening <port>` and closes cleanly on SIGTERM (waiting for post-commit work).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/client';
import { drainJobs } from '../../src/services/jobs/drain-jobs';
import type { MailService } from '../../src/services/mail/mail-service';
import { BENCH_CHALLENGE_ENV, benchConfig } from './bench-config';

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const handle = createDatabase(url, { max: Number(process.env.BENCH_POOL ?? 20) });
  let mailsSent = 0;
  // Receipts are built and "sent" for every payment; only the SMTP round trip is left out.
  const mail: MailService = {
    async send() {
      mailsSent += 1;
    },
  };
  // The proof of work is the donor's device's cost, not the server's: the bench sends proofs
  // made beforehand (donations.bench.ts, BENCH_CHALLENGE) at the smallest difficulty; the
  // server still checks and spends each one.
  const config = benchConfig(dataDir, BENCH_CHALLENGE_ENV);
  const app = await buildApp({ config, db: handle.db, pool: handle.pool, mail, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
  process.on('SIGTERM', () => {
    void (async () => {
      // Receipts leave through the durable job queue: wait until nothing is due or running.
      await drainJobs(handle.db, 300_000);
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.stdout.write(`receipts ${mailsSent}\n`);
      process.exit(0);
    })();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
