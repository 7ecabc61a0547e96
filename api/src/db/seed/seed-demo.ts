import type { Logger } from 'pino';
import type { Database } from '../client';

export async function seedDemoIfEmpty(_db: Database, _logger: Logger): Promise<void> {
  // Filled in below.
}
