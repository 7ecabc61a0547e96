import type { FastifyInstance } from 'fastify';
import { runSettlement, type SettlementReport } from '../services/settlement/run-settlement';
import { createPaymentProvider } from '../services/payments/create-provider';
import type { PaymentProvider } from '../services/payments/payment-provider';
import type { PaymentDeps } from '../services/payments/payment-sync';
import { planLinkKey } from '../services/recurring/recurring-deps';

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
 * Root-level setup of the money paths: the provider and `app.payments` (settle runs one
 * settlement). Receipts, notices, reconciliation and the settlement schedule are jobs of the
 * durable queue (services/jobs). Called on the root instance so that routes and the job worker
 * share one `app.payments`.
 */
export function registerPayments(app: FastifyInstance, options: PaymentsOptions = {}): void {
  const provider = options.provider ?? createPaymentProvider(app.config, app.db);
  const deps: PaymentDeps = {
    db: app.db,
    provider,
    mail: app.mail,
    logger: app.log,
    publicChangeCommitted: (notice) => app.publicCache.changedHere(notice),
    linkKey: planLinkKey(app.config.jwtSecret),
    now: () => new Date(),
  };
  app.decorate('payments', {
    ...deps,
    provider,
    settle: (asOf?: Date) => runSettlement(deps, asOf ?? new Date()),
  });
}
