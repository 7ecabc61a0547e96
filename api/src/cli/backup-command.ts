// `npm run backup [-- <folder>]` (package.json) runs this file: the database and the uploaded
// files into a new folder, while the platform runs (api/src/services/backup/take-backup.ts).
import path from 'node:path';
import { formatEuros } from 'shared-contracts';
import { BACKUP_COMMAND_TEXTS as TEXTS } from 'shared-contracts/src/operations/backup-command.texts';
import { loadConfig } from '../config';
import { centsToEuros } from '../lib/money';
import { describeFigures } from '../services/backup/backup-manifest';
import { BackupError, takeBackup } from '../services/backup/take-backup';
import { positionalArgs, runCommand, UsageError } from './run-command';

/** The folder to write: the argument, else backups/<date> where the command was typed. */
export function parseBackupArgs(argv: string[], now: Date = new Date()): { folder: string } {
  const positional = positionalArgs(argv, TEXTS.backupUsage, TEXTS.unknownOption);
  if (positional.length > 1) throw new UsageError(TEXTS.backupUsage);
  const base = process.env.INIT_CWD ?? process.cwd();
  const stamp = now
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  return { folder: path.resolve(base, positional[0] ?? path.join('backups', stamp)) };
}

async function main(): Promise<void> {
  const { folder } = parseBackupArgs(process.argv.slice(2));
  const config = loadConfig();
  const print = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const manifest = await takeBackup({ config, folder, log: print });
    const figures = describeFigures(
      manifest.figures,
      (cents) => formatEuros(centsToEuros(cents)),
      (kind) => TEXTS.ledgerKinds[kind] ?? kind,
    );
    print(
      TEXTS.figures(
        figures.donations,
        figures.ledger,
        manifest.figures.taxReceipts.count,
        manifest.figures.documents,
      ),
    );
    print(TEXTS.backupDone(folder));
  } catch (error) {
    // A refusal or a failure the operator can act on: its message, exit code 1.
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}

if (require.main === module) runCommand(main);
