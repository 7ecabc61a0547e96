// `npm run restore -- <folder>` (package.json) runs this file: a backup of `npm run backup`
// brought back on an empty database and store (api/src/services/backup/restore-backup.ts).
import path from 'node:path';
import { BACKUP_COMMAND_TEXTS as TEXTS } from 'shared-contracts/src/operations/backup-command.texts';
import { loadConfig } from '../config';
import { BackupError } from '../services/backup/take-backup';
import { restoreBackup } from '../services/backup/restore-backup';
import { positionalArgs, runCommand, UsageError } from './run-command';

export function parseRestoreArgs(argv: string[]): { folder: string } {
  const positional = positionalArgs(argv, TEXTS.restoreUsage, TEXTS.unknownOption);
  if (positional.length !== 1) throw new UsageError(TEXTS.restoreUsage);
  return { folder: path.resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]!) };
}

async function main(): Promise<void> {
  const { folder } = parseRestoreArgs(process.argv.slice(2));
  const config = loadConfig();
  const print = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await restoreBackup({ config, folder, log: print });
    print(TEXTS.restoreDone);
  } catch (error) {
    // A refusal or a failure the operator can act on: its message, exit code 1.
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}

if (require.main === module) runCommand(main);
