import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { seedDemoIfEmpty } from './db/seed/seed-demo';
import { loadLegalOperator } from './lib/legal-operator-config';
import { hasDemoAccounts, startBannerLines } from './lib/start-banner';
import frontend, { findBuiltFrontend, pageMetaFromDatabase } from './plugins/frontend';
import { findPublicCampaign } from './views/campaign-view';
import pino from 'pino';

/** Starts the platform API: database (embedded or DATABASE_URL), migrations, demo data, HTTP. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config, {
    role: 'server',
    log: (message) => logger.info(message),
    serverLog: (message) => logger.debug(message),
  });
  if (config.seedDemo) await seedDemoIfEmpty(database.db, logger);

  // The job worker starts once the port is ours (see the listen below).
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    jobWorkerStartsOnListen: true,
  });
  // npm start: the built shell and remotes from this same process (absent: the API alone).
  const builtFrontend = findBuiltFrontend();
  if (builtFrontend) {
    const legal = loadLegalOperator();
    if (legal.missing.length > 0) {
      logger.warn(
        { missing: legal.missing },
        'the legal pages show these operator settings as not provided: set them (README, legal pages)',
      );
    }
    await app.register(frontend, {
      ...builtFrontend,
      pageMeta: pageMetaFromDatabase(database.db),
      embedCampaign: (idOrSlug) => findPublicCampaign(database.db, idOrSlug),
      publicUrl: config.publicUrl,
      legalOperator: legal.operator,
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM (an orchestrator, a deploy, a balancer's instance being replaced): /api/ready
    // answers 503 at once while requests are still served, for SHUTDOWN_DRAIN_MS, so the
    // balancer stops sending new ones before the port closes. Ctrl-C (SIGINT) does not wait.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.readiness.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down');
    // Stop taking requests and finish the ones in flight, then release the database.
    const timer = setTimeout(() => process.exit(1), drainMs + 20_000);
    timer.unref();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
    } finally {
      await database.shutdown();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Port taken, address not ours: exit non-zero now. The job worker never started; closing
    // the app first ends what holds the database pool (the public caches' LISTEN connection),
    // which database.shutdown() waited for forever. Whatever hangs, the timer ends it.
    app.log.error({ err: error }, 'could not listen');
    setTimeout(() => process.exit(1), 5000);
    await app.close().catch(() => undefined);
    await database.shutdown().catch(() => undefined);
    process.exit(1);
  }

  // Prometheus metrics on their own port (METRICS_PORT), never the public one.
  if (config.metricsPort !== undefined) {
    try {
      const metrics = await app.metrics.listen(config.metricsPort, config.metricsHost);
      logger.info(`metrics on http://${metrics.address}:${metrics.port}/metrics`);
    } catch (error) {
      logger.warn({ err: error }, 'metrics: could not listen on METRICS_PORT; no metrics server');
    }
  }

  // What to open, and where the demo accounts are listed (issue 31, item 6).
  const address = app.server.address();
  const banner = startBannerLines({
    host: config.host,
    port: typeof address === 'object' && address ? address.port : config.port,
    publicUrl: process.env.PUBLIC_URL?.trim() || undefined,
    frontendBuilt: builtFrontend !== null,
    demoAccounts: await hasDemoAccounts(database.db).catch(() => false),
  });
  for (const line of banner) logger.info(line);
}

void main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
