import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/sql-rows';
import {
  createCampaign,
  donateAndPay,
  eventually,
  startSmtpCapture,
  type CapturedMail,
} from '../donations/helpers';
import { spawnApi } from '../helpers/api-process';
import { createTestContext, type TestContext } from '../helpers/test-app';

/*
 * A second API process started on a port another one already listens on (a deploy that
 * started the new instance before the old one let go, a typo in PORT): it must exit non-zero
 * at once, without its job worker ever taking a job. Before, it went on living without a
 * server, its worker took the waiting receipts and sent them with a database pool it had
 * already closed, so it could not record them as sent, and a healthy instance sent them again.
 */

const TAKEN_PORT = 4321;
const WORKER_PORT = 4322;

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let dataDir: string;
let holder: Server;

beforeAll(async () => {
  // This app never runs jobs: only the child processes do.
  ctx = await createTestContext({ jobWorker: false });
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-listen-'));
  // The port is taken, as by the instance already serving it.
  holder = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => holder.listen(TAKEN_PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
  await smtp.close();
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function apiEnv(port: number): Record<string, string> {
  return {
    DATABASE_URL: ctx.databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: ctx.config.jwtSecret,
    SMTP_URL: smtp.url,
    SETTLEMENT_INTERVAL_MS: '0',
    RECONCILE_AFTER_MS: '600000',
    JOB_WORKER_START_DELAY_MS: '0',
  };
}

const recipients = (messages: CapturedMail[]) => messages.flatMap((message) => message.to).sort();

it('a process that cannot listen exits non-zero at once, takes no job, and no email leaves twice', async () => {
  const campaign = await createCampaign(ctx.db, { contactEmail: 'asso.port@example.test' });
  // Four paid gifts whose receipts wait in the queue (this app runs no worker).
  for (const n of [1, 2, 3, 4])
    await donateAndPay(ctx.app, campaign.id, 10 + n, {
      donor_email: `donateur${n}.port@example.test`,
    });
  const waiting = async () =>
    rowsOf<{ attempts: number; locked_by: string | null }>(
      await ctx.db.execute(sql`select attempts, locked_by from graphile_worker.jobs
        where task_identifier like 'payment-receipts%'`),
    );
  expect(await waiting()).toHaveLength(4);

  const second = spawnApi(apiEnv(TAKEN_PORT));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const exit = await Promise.race([
    second.exited,
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 60_000))),
  ]);
  clearTimeout(timer);
  // Still alive after a minute: the defect itself. Kill it to see what it did meanwhile.
  if (!exit) await second.stop('SIGKILL');
  const failedAt = second.lines.find((line) => line.text.includes('could not listen'))?.at;
  const exitedAt = exit?.at ?? Date.now();
  process.stdout.write(
    `process on a taken port: exit ${exit?.code} ${exitedAt - second.startedAt} ms after its ` +
      `start, ${failedAt ? exitedAt - failedAt : '?'} ms after the failed listen\n`,
  );
  expect(exit).toBeDefined();
  expect(exit!.code).not.toBe(0);
  expect(exit!.code).not.toBeNull();
  // At once: its boot (tsx, migrations checked) then the failed listen, not a lingering process.
  expect(failedAt).toBeDefined();
  expect(exitedAt - failedAt!).toBeLessThan(3000);

  // Its worker took nothing: every receipt job untouched, no pool recorded, no email sent.
  const after = await waiting();
  expect(after).toHaveLength(4);
  expect(after.every((job) => job.attempts === 0 && job.locked_by === null)).toBe(true);
  expect(
    rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from job_workers`))[0]!
      .n,
  ).toBe(0);
  expect(smtp.messages).toHaveLength(0);

  // A healthy instance sends each email of the four gifts, once.
  const healthy = spawnApi(apiEnv(WORKER_PORT));
  try {
    await healthy.healthy();
    await eventually(() => smtp.messages.length >= 8, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(recipients(smtp.messages)).toEqual(
      [
        ...Array<string>(4).fill('asso.port@example.test'),
        ...[1, 2, 3, 4].map((n) => `donateur${n}.port@example.test`),
      ].sort(),
    );
  } finally {
    await healthy.stop('SIGTERM');
  }
}, 300_000);
