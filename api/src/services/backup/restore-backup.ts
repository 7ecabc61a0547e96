import { isDeepStrictEqual } from 'node:util';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { BACKUP_COMMAND_TEXTS as TEXTS } from 'shared-contracts/src/operations/backup-command.texts';
import type { Config } from '../../config';
import { openDatabase } from '../../db/connect';
import { startOrJoinEmbedded } from '../../db/embedded';
import { storageFromConfig } from '../storage/storage-from-config';
import { normaliseFigures, readBackupFigures, type BackupFigures } from './backup-figures';
import { MANIFEST_FILE, sha256OfFile, type BackupManifest } from './backup-manifest';
import { giveToPostgresUser } from './embedded-copy';
import { findPgTool } from './postgres-tools';
import { BackupError, run, type BackupOptions } from './take-backup';

/**
 * `npm run restore -- <folder>`: a backup brought back on an empty database (DATABASE_URL's,
 * or a DATA_DIR without a database for the embedded PostgreSQL) and an empty store. Everything
 * is checked before anything is written: the backup's fingerprints, the database and the store
 * being empty. After the restore, the database's figures (ledger sums, donations, receipts,
 * documents, files) must be the backup's, or the command fails.
 * Its options are the backup's (the same configuration, folder, log and store).
 */
export async function restoreBackup(options: BackupOptions): Promise<BackupFigures> {
  const { config, log } = options;
  const folder = path.resolve(options.folder);
  const manifestFile = path.join(folder, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new BackupError(TEXTS.notABackup(folder));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  log(TEXTS.restoreStarted(folder, manifest.createdAt));

  // 1. The backup is whole.
  if (manifest.database.kind === 'pg_dump') {
    const dump = path.join(folder, manifest.database.file);
    if (!existsSync(dump) || (await sha256OfFile(dump)) !== manifest.database.sha256) {
      throw new BackupError(TEXTS.damaged(manifest.database.file));
    }
  } else if (!existsSync(path.join(folder, manifest.database.folder, 'pg', 'PG_VERSION'))) {
    throw new BackupError(TEXTS.damaged(`${manifest.database.folder}/pg`));
  }
  for (const file of manifest.uploads.files) {
    const copy = path.join(folder, 'uploads', file.key);
    if (!existsSync(copy) || (await sha256OfFile(copy)) !== file.sha256) {
      throw new BackupError(TEXTS.damaged(`uploads/${file.key}`));
    }
  }

  // 2. The targets are empty.
  const pgDir = path.join(path.resolve(config.dataDir), 'pg');
  if (manifest.database.kind === 'embedded' && config.databaseUrl) {
    throw new BackupError(TEXTS.embeddedToExternal);
  }
  if (!config.databaseUrl && existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new BackupError(TEXTS.dataDirNotEmpty(pgDir));
  }
  if (config.databaseUrl) await assertEmptyDatabase(config.databaseUrl);
  const storage = options.storage ?? storageFromConfig(config);
  for (const file of manifest.uploads.files) {
    const existing = await storage.open(file.key);
    if (existing) {
      existing.stream.destroy();
      throw new BackupError(TEXTS.fileExists(file.key));
    }
  }

  // 3. The database.
  mkdirSync(config.dataDir, { recursive: true });
  if (manifest.database.kind === 'embedded') {
    const copy = path.join(folder, manifest.database.folder);
    cpSync(path.join(copy, 'pg'), pgDir, { recursive: true });
    giveToPostgresUser(pgDir);
    copyFileSync(path.join(copy, 'pg-password'), path.join(config.dataDir, 'pg-password'));
    chmodSync(path.join(config.dataDir, 'pg-password'), 0o600);
  } else {
    await pgRestore(config, path.join(folder, manifest.database.file), manifest.database.toolMajor);
  }
  const secret = path.join(config.dataDir, 'jwt-secret');
  if (manifest.jwtSecret && !existsSync(secret)) {
    copyFileSync(path.join(folder, 'jwt-secret'), secret);
    chmodSync(secret, 0o600);
  }
  log(TEXTS.databaseRestored);

  // 4. The files.
  for (const file of manifest.uploads.files) {
    await storage.save(
      file.key,
      readFileSync(path.join(folder, 'uploads', file.key)),
      file.contentType,
    );
  }
  log(TEXTS.filesRestored(manifest.uploads.files.length, config.s3 ? 'S3' : 'disque'));

  // 5. The same figures. Opening the database also applies any migration this version adds.
  const database = await openDatabase(config, { role: 'operator', poolSize: 1 });
  try {
    const client = await database.pool.connect();
    try {
      const figures = await readBackupFigures(client);
      const expected = normaliseFigures(manifest.figures);
      if (!isDeepStrictEqual(figures, expected)) {
        throw new BackupError(
          TEXTS.figuresDiffer(JSON.stringify(expected), JSON.stringify(figures)),
        );
      }
      log(TEXTS.figuresMatch);
      return figures;
    } finally {
      client.release();
    }
  } finally {
    await database.shutdown();
  }
}

/** Nothing but PostgreSQL's own schemas: no table, view or sequence of anyone. */
async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`
      select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1 limit 3`);
    if (rows.length > 0) {
      throw new BackupError(TEXTS.databaseNotEmpty(rows.map((row) => row.name).join(', ')));
    }
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into DATABASE_URL's database, or into the embedded server of an empty DATA_DIR
 * (started for it, initialised). One transaction: all or nothing.
 */
async function pgRestore(config: Config, dump: string, dumpMajor: number): Promise<void> {
  let url = config.databaseUrl;
  let embedded: Awaited<ReturnType<typeof startOrJoinEmbedded>> | undefined;
  if (!url) {
    embedded = await startOrJoinEmbedded({
      dataDir: config.dataDir,
      preferredPort: config.embeddedPgPort,
      role: 'operator',
    });
    url = embedded.url;
    await assertEmptyDatabase(url);
  }
  try {
    // A pg_restore at least as new as the pg_dump that wrote the archive reads it.
    const need = dumpMajor;
    const { found, seen } = findPgTool('pg_restore', need);
    if (!found) {
      throw new BackupError(
        TEXTS.noPgTool('pg_restore', need, seen.map((tool) => tool.label).join(', ')),
      );
    }
    await run(found.path, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      dump,
    ]);
  } finally {
    if (embedded?.owned) await embedded.stop();
  }
}
