import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { BACKUP_COMMAND_TEXTS as TEXTS } from 'shared-contracts/src/operations/backup-command.texts';
import type { Config } from '../../config';
import { freePort, startOrJoinEmbedded } from '../../db/embedded';
import { storageFromConfig } from '../storage/storage-from-config';
import type { Storage } from '../storage/storage';
import { readBackupFigures, readRecordedUploads, type RecordedUpload } from './backup-figures';
import { MANIFEST_FILE, sha256OfFile, type BackupManifest } from './backup-manifest';
import { copyRunningCluster, giveToPostgresUser, ownerOf } from './embedded-copy';
import { findPgTool } from './postgres-tools';

/** A refusal or a failure the operator can act on: its message is all they need. */
export class BackupError extends Error {}

export interface BackupOptions {
  config: Config;
  folder: string;
  log: (line: string) => void;
  /** Default: the store the configuration names (S3_BUCKET or $DATA_DIR/uploads). */
  storage?: Storage;
}

/**
 * `npm run backup`: the database and the uploaded files at one instant, into a new folder,
 * while the platform runs.
 * - DATABASE_URL: pg_dump (custom format) inside an exported snapshot; the figures and the
 *   list of stored files are read in that same snapshot.
 * - the embedded PostgreSQL: an online copy of its files (embedded-copy.ts), started once in
 *   a scratch folder to replay its WAL, read (figures, files) and stopped cleanly.
 * Then every file the database records is copied from the store. The folder is written as
 * `<folder>.partial` and renamed at the end: a folder with its name is a complete backup.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupManifest> {
  const { config, log } = options;
  const folder = path.resolve(options.folder);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new BackupError(TEXTS.targetExists(folder));
  }
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  // Personal data and the database's password: the operator's eyes only.
  chmodSync(partial, 0o700);
  try {
    const storage = options.storage ?? storageFromConfig(config);
    log(TEXTS.backupStarted(folder, config.databaseUrl ? 'DATABASE_URL' : 'PostgreSQL intégré'));
    const taken = config.databaseUrl
      ? await dumpExternal(config.databaseUrl, partial)
      : await copyEmbedded(config, partial);
    log(TEXTS.databaseDone(taken.describe));

    const files = await copyFiles(storage, taken.uploads, path.join(partial, 'uploads'));
    const bytes = files.copied.reduce((sum, file) => sum + file.bytes, 0);
    log(TEXTS.filesDone(files.copied.length, formatBytes(bytes), config.s3 ? 'S3' : 'le disque'));
    if (files.missing.length > 0) {
      log(TEXTS.filesMissing(files.missing.length, files.missing.join(', ')));
    }

    const secretFile = path.join(config.dataDir, 'jwt-secret');
    const jwtSecret = !process.env.JWT_SECRET && existsSync(secretFile);
    if (jwtSecret) {
      copyFileSync(secretFile, path.join(partial, 'jwt-secret'));
      chmodSync(path.join(partial, 'jwt-secret'), 0o600);
    }

    const manifest: BackupManifest = {
      format: 1,
      createdAt: taken.at,
      database: taken.database,
      figures: taken.figures,
      uploads: { store: config.s3 ? 's3' : 'local', files: files.copied, missing: files.missing },
      jwtSecret,
    };
    writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    if (existsSync(folder)) rmSync(folder, { recursive: true });
    renameSync(partial, folder);
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

interface TakenDatabase {
  at: string;
  database: BackupManifest['database'];
  figures: BackupManifest['figures'];
  uploads: RecordedUpload[];
  describe: string;
}

async function dumpExternal(url: string, partial: string): Promise<TakenDatabase> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for pg_dump, the figures and the list of files: they describe one instant.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{
      snapshot: string;
      at: string;
      version: string;
      num: string;
    }>(
      `select pg_export_snapshot() as snapshot, now()::text as at,
              current_setting('server_version') as version,
              current_setting('server_version_num') as num`,
    );
    const { snapshot, at, version, num } = rows[0]!;
    const figures = await readBackupFigures(client);
    const uploads = await readRecordedUploads(client);
    const serverMajor = Math.floor(Number(num) / 10_000);
    const { found, seen } = findPgTool('pg_dump', serverMajor);
    if (!found) {
      throw new BackupError(
        TEXTS.noPgTool('pg_dump', serverMajor, seen.map((tool) => tool.label).join(', ')),
      );
    }
    const file = 'database.dump';
    await run(found.path, [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${path.join(partial, file)}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    const bytes = statSync(path.join(partial, file)).size;
    return {
      at: new Date(at).toISOString(),
      database: {
        kind: 'pg_dump',
        file,
        tool: found.label,
        toolMajor: found.major,
        serverVersion: version,
        bytes,
        sha256: await sha256OfFile(path.join(partial, file)),
      },
      figures,
      uploads,
      describe: TEXTS.dumpDone(found.label, formatBytes(bytes)),
    };
  } finally {
    await client.end();
  }
}

async function copyEmbedded(config: Config, partial: string): Promise<TakenDatabase> {
  const pgDir = path.join(path.resolve(config.dataDir), 'pg');
  // Joins the platform's server when it runs, else starts it for the copy (and stops it).
  const source = await startOrJoinEmbedded({
    dataDir: config.dataDir,
    preferredPort: config.embeddedPgPort,
    role: 'operator',
  });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'plateforme-backup-'));
  try {
    try {
      await copyRunningCluster({ url: source.url, pgDir, targetDir: path.join(scratch, 'pg') });
    } finally {
      if (source.owned) await source.stop();
    }
    giveToPostgresUser(path.join(scratch, 'pg'), ownerOf(pgDir));
    copyFileSync(path.join(config.dataDir, 'pg-password'), path.join(scratch, 'pg-password'));

    // Started once: PostgreSQL replays the WAL copied with the files, and the copy is the
    // database at the end of the backup. Read there, then stopped cleanly.
    const check = await startOrJoinEmbedded({
      dataDir: scratch,
      preferredPort: await freePort(),
      role: 'server',
    });
    let taken: Omit<TakenDatabase, 'database' | 'describe'> & { version: string };
    try {
      const client = new Client({ connectionString: check.url });
      await client.connect();
      try {
        await client.query('begin isolation level repeatable read read only');
        const { rows } = await client.query<{ at: string; version: string }>(
          `select coalesce(pg_last_xact_replay_timestamp(), now())::text as at,
                  current_setting('server_version') as version`,
        );
        taken = {
          at: new Date(rows[0]!.at).toISOString(),
          version: rows[0]!.version,
          figures: await readBackupFigures(client),
          uploads: await readRecordedUploads(client),
        };
        await client.query('commit');
      } finally {
        await client.end();
      }
    } finally {
      await check.stop();
    }
    const folder = 'database';
    mkdirSync(path.join(partial, folder), { mode: 0o700 });
    cpSync(path.join(scratch, 'pg'), path.join(partial, folder, 'pg'), { recursive: true });
    copyFileSync(path.join(scratch, 'pg-password'), path.join(partial, folder, 'pg-password'));
    chmodSync(path.join(partial, folder, 'pg-password'), 0o600);
    return {
      at: taken.at,
      database: { kind: 'embedded', folder, serverVersion: taken.version },
      figures: taken.figures,
      uploads: taken.uploads,
      describe: TEXTS.embeddedCopy,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Copies every recorded file out of the store, hashing it on the way. */
async function copyFiles(
  storage: Storage,
  uploads: RecordedUpload[],
  target: string,
): Promise<{ copied: BackupManifest['uploads']['files']; missing: string[] }> {
  const copied: BackupManifest['uploads']['files'] = [];
  const missing: string[] = [];
  for (const upload of uploads) {
    const opened = await storage.open(upload.key);
    if (!opened) {
      // Deleted since the snapshot (a replaced document), or lost: said, not fatal.
      missing.push(upload.key);
      continue;
    }
    const file = path.join(target, upload.key);
    mkdirSync(path.dirname(file), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    opened.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    await pipeline(opened.stream, createWriteStream(file, { flags: 'wx' }));
    copied.push({
      key: upload.key,
      contentType: upload.contentType,
      bytes,
      sha256: hash.digest('hex'),
    });
  }
  return { copied, missing };
}

/** Runs a PostgreSQL tool; its error output becomes the error. */
export async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) {
    throw new BackupError(`${path.basename(command)} : ${stderr.trim() || `code ${code}`}`);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
}
