import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { BackupFigures } from './backup-figures';

/** A backup folder's `backup.json`: what it holds, and the figures a restore must find again. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database:
    | {
        /** DATABASE_URL's server: `database.dump`, pg_dump's custom format. */
        kind: 'pg_dump';
        file: string;
        tool: string;
        toolMajor: number;
        serverVersion: string;
        bytes: number;
        sha256: string;
      }
    | {
        /** The embedded PostgreSQL: its data folder in `database/pg`, replayed and stopped cleanly. */
        kind: 'embedded';
        folder: string;
        serverVersion: string;
      };
  figures: BackupFigures;
  uploads: {
    store: 'local' | 's3';
    /** Under `uploads/<key>`. */
    files: { key: string; contentType: string; bytes: number; sha256: string }[];
    /** Recorded in the database but absent from the store when the backup ran. */
    missing: string[];
  };
  /** `jwt-secret` (DATA_DIR's, when JWT_SECRET is not set): sessions survive a restore. */
  jwtSecret: boolean;
}

export const MANIFEST_FILE = 'backup.json';

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** A readable line of figures for the command's output. */
export function describeFigures(
  figures: BackupFigures,
  euros: (cents: number) => string,
  kindLabel: (kind: string) => string = (kind) => kind,
): { donations: string; ledger: string } {
  const paid = figures.donations.paid ?? { count: 0, cents: 0 };
  const ledger = Object.entries(figures.ledger)
    .map(([kind, { cents }]) => `${kindLabel(kind)} ${euros(cents)}`)
    .join(', ');
  return { donations: `${paid.count} (${euros(paid.cents)})`, ledger: ledger || '—' };
}
