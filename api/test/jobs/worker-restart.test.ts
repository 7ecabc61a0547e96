import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { enqueueJob } from '../../src/services/jobs/enqueue';
import { JOB_WORKER_APPLICATION_NAME } from '../../src/plugins/job-worker';
import type { MailMessage, MailService } from '../../src/services/mail/mail-service';
import { eventually } from '../donations/helpers';
import { createUser } from '../helpers/fixtures';
import { createTestContext, type TestContext } from '../helpers/test-app';

jest.setTimeout(60_000);

/*
 * graphile-worker stops its pool for good when it cannot record a job's outcome (connections
 * cut, PostgreSQL restarted). The app starts a new one (JOB_WORKER_RESTART_DELAY_MS later):
 * jobs added afterwards are still run.
 */
describe('job worker whose connections are cut while it records a job', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let killer: Client;
  const errorLines: string[] = [];
  const outbox: MailMessage[] = [];
  let firstSendStarted!: () => void;
  const firstSend = new Promise<void>((resolve) => (firstSendStarted = resolve));
  let releaseFirstSend!: () => void;
  const firstSendReleased = new Promise<void>((resolve) => (releaseFirstSend = resolve));

  beforeAll(async () => {
    ctx = await createTestContext({ jobWorker: false });
    // The first email waits for the test: the job is running while the test gets ready.
    const mail: MailService = {
      send: async (message) => {
        if (outbox.length === 0) {
          firstSendStarted();
          await firstSendReleased;
        }
        outbox.push(message);
      },
    };
    app = await buildApp({
      config: { ...ctx.config, jobWorker: true, jobWorkerRestartDelayMs: 200 },
      db: ctx.db,
      pool: ctx.handle.pool,
      mail,
      logger: {
        level: 'error',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            errorLines.push(chunk.toString());
            done();
          },
        }),
      },
    });
    await app.ready();
    killer = new Client({ connectionString: ctx.databaseUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await app.close();
    await ctx.close();
  });

  async function addResetEmailJob(email: string): Promise<void> {
    const user = await createUser(ctx, { email });
    await enqueueJob(ctx.db, 'password-reset-email', {
      userId: user.id,
      tokenId: randomUUID(),
      token: 'jeton',
    });
  }

  it('stops, starts again, and sends the email of a job added afterwards', async () => {
    await addResetEmailJob('premier@exemple.fr');
    await firstSend;

    // The job's row is locked by the test, so the worker's statement recording the job as done
    // waits on it: the server then ends every connection of the worker, that one included.
    // The lock is an update through graphile-worker's public force_unlock_workers (the job's
    // holder read in its public jobs view), rolled back below: the job is left as it was.
    await killer.query('begin');
    await killer.query(
      `select graphile_worker.force_unlock_workers(array(select locked_by from graphile_worker.jobs
        where task_identifier = 'password-reset-email' and locked_by is not null))`,
    );
    releaseFirstSend();
    await eventually(async () => {
      const { rows } = await killer.query(
        `select 1 from pg_stat_activity
          where application_name = $1 and wait_event_type = 'Lock'`,
        [JOB_WORKER_APPLICATION_NAME],
      );
      return rows.length > 0;
    }, 10_000);
    const { rows } = await killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [JOB_WORKER_APPLICATION_NAME],
    );
    expect(rows.length).toBeGreaterThan(0);
    await killer.query('rollback');

    await eventually(() => errorLines.some((line) => line.includes('job worker stopped')), 15_000);
    await addResetEmailJob('apres.coupure@exemple.fr');
    await eventually(() => outbox.some((mail) => mail.to === 'apres.coupure@exemple.fr'), 15_000);
  });
});
