import { ConfigError } from '../config';

/** A wrong argument: its message (with the usage) is all the operator needs, exit code 2. */
export class UsageError extends Error {}

/**
 * The command's words, its options refused: `--help` (or `-h`) answers the usage, any other
 * option is named before it.
 */
export function positionalArgs(
  argv: string[],
  usage: string,
  unknownOption: (option: string) => string,
): string[] {
  const positional: string[] = [];
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') throw new UsageError(usage);
    if (arg.startsWith('-')) throw new UsageError(`${unknownOption(arg)}\n${usage}`);
    positional.push(arg);
  }
  return positional;
}

/**
 * Runs an operator command: a usage or configuration error prints its message and exits 2,
 * anything else prints the stack and exits 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
