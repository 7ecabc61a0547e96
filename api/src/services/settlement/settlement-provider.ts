import { eq, sql } from 'drizzle-orm';
import { MONEY_RULE_MESSAGES } from 'shared-contracts';
import { donations } from '../../db/schema';
import type { PaymentProvider } from '../payments/payment-provider';
import type { SettlementDeps } from './settlement-types';

/**
 * Money is refunded and transferred through the provider it was paid through
 * (`donations.payment_provider`). A process configured with another provider (the sandbox
 * by default) refuses before writing anything: the sandbox would mark Stripe money as
 * transferred, or a missed goal as refunded, while nothing moved.
 */
export class SettlementRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettlementRefusedError';
  }
}

/** The provider of money paid through `name`, if this process is configured with it. */
function providerFor(deps: SettlementDeps, name: string): PaymentProvider {
  assertPaidThrough(deps.provider.name, [{ paymentProvider: name }]);
  return deps.provider;
}

/** Refuses unless every one of these donations was paid through `configured`. */
export function assertPaidThrough(
  configured: PaymentProvider['name'],
  paidThrough: readonly { paymentProvider: string }[],
): void {
  for (const { paymentProvider } of paidThrough)
    if (paymentProvider !== configured)
      throw new SettlementRefusedError(MONEY_RULE_MESSAGES.providerNotConfigured(paymentProvider));
}

/**
 * The provider a transfer payout moves its money through: the one its donations were paid
 * through (one only: their money sits in that provider's balance).
 */
export async function payoutProvider(
  deps: SettlementDeps,
  payoutId: string,
): Promise<PaymentProvider> {
  const rows = await deps.db
    .selectDistinct({ paymentProvider: donations.paymentProvider })
    .from(donations)
    .where(eq(donations.payoutId, payoutId))
    .orderBy(sql`1`);
  if (rows.length > 1)
    throw new SettlementRefusedError(
      MONEY_RULE_MESSAGES.providersMixed(rows.map((row) => row.paymentProvider).join(', ')),
    );
  return rows[0] ? providerFor(deps, rows[0].paymentProvider) : deps.provider;
}
