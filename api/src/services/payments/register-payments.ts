import type { FastifyInstance } from 'fastify';
import { runSettlement, type SettlementReport } from '../settlement/run-settlement';
import { createPaymentProvider } from './create-provider';
import type { PaymentProvider } from './payment-provider';
import type { PaymentDeps } from './payment-sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** Provider, database, mail and logger of every money path (routes, settlement). */
    payments: PaymentDeps & {
      provider: PaymentProvider;
      settle(asOf?: Date): Promise<SettlementReport>;
    };
  }
}

export interface PaymentsOptions {
  /** Replaces the provider PAYMENT_PROVIDER names (tests). */
  provider?: PaymentProvider;
}

/**
 * Root-level setup of the money paths: the provider, a tracker of post-commit work (receipts)
 * that shutdown waits for, and the settlement schedule (config.settlementIntervalMs, 0 = off).
 * Called on the root instance so that routes and the scheduler share one `app.payments`.
 */
export function registerPayments(app: FastifyInstance, options: PaymentsOptions = {}): void {
  const inFlight = new Set<Promise<unknown>>();
  const background = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) =>
      app.log.error({ err: error }, 'background work failed'),
    );
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };
  const provider = options.provider ?? createPaymentProvider(app.config, app.db);
  const deps: PaymentDeps = {
    db: app.db,
    provider,
    mail: app.mail,
    logger: app.log,
    background,
    publishPublicChange: app.publicCache.publish,
  };
  app.decorate('payments', {
    ...deps,
    provider,
    settle: (asOf?: Date) => runSettlement(deps, asOf ?? new Date()),
  });

  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  const intervalMs = app.config.settlementIntervalMs;
  const tick = () => {
    if (running) return;
    running = app.payments
      .settle()
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled settlement failed'))
      .finally(() => {
        running = undefined;
      });
  };
  if (intervalMs > 0) {
    app.addHook('onReady', async () => {
      // A first run soon after start, so campaigns that ended while the platform was down are
      // settled without waiting a whole interval; then every interval.
      timers.push(setTimeout(tick, Math.min(intervalMs, 30_000)), setInterval(tick, intervalMs));
      for (const timer of timers) timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
    await Promise.allSettled([...inFlight]);
  });
}
