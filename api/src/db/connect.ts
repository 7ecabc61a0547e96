import type { Config } from '../config';
import { createDatabase, type DatabaseHandle } from './client';
import { startOrJoinEmbedded, type EmbeddedServer } from './embedded';
import { runMigrations } from './migrate';

export interface OpenedDatabase extends DatabaseHandle {
  embedded: EmbeddedServer | undefined;
  /** Closes the pool, then stops the embedded server if this process owns it. */
  shutdown(): Promise<void>;
}

/**
 * The one way to reach the database: DATABASE_URL when set, otherwise the embedded server
 * (started, joined or taken over). Migrations are applied before anything else runs.
 */
export async function openDatabase(
  config: Config,
  options: {
    role: 'server' | 'operator';
    log?: (message: string) => void;
    serverLog?: (message: string) => void;
    poolSize?: number;
  },
): Promise<OpenedDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startOrJoinEmbedded({
      dataDir: config.dataDir,
      preferredPort: config.embeddedPgPort,
      role: options.role,
      log: options.log,
      serverLog: options.serverLog,
    });
    url = embedded.url;
  }
  const handle = createDatabase(url, { max: options.poolSize });
  try {
    await runMigrations(handle.pool);
  } catch (error) {
    await handle.close();
    if (embedded?.owned) await embedded.stop();
    throw error;
  }
  return {
    ...handle,
    embedded,
    shutdown: async () => {
      await handle.close();
      if (embedded?.owned) await embedded.stop();
    },
  };
}
