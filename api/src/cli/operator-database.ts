import pino from 'pino';
import type { Config } from '../config';
import { openDatabase } from '../db/connect';

/**
 * An operator command's logger (LOG_LEVEL, 'warn' by default: the command's own output is what
 * the operator reads) and its connection to the database, as the operator role.
 */
export async function openOperatorDatabase(config: Config, poolSize: number) {
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase(config, {
    role: 'operator',
    log: (message) => logger.info(message),
    poolSize,
  });
  return { logger, database };
}
