/**
 * The provider's fee for a dispute, in cents. Stripe states it on the dispute itself: its
 * `balance_transactions` (zero, one or two) are the funds withdrawn, with the fee, and those
 * reinstated, whose negative fee is the fee given back; their sum is what the dispute cost.
 * Source: Stripe API reference, "The Dispute object" (balance_transactions) and "Balance
 * transaction" (fee), https://docs.stripe.com/api/disputes/object.
 */
export function disputeFeeFromBalanceTransactions(
  transactions: readonly { fee?: number | null }[] | null | undefined,
): number | null {
  if (!transactions || transactions.length === 0) return null;
  return Math.max(
    0,
    transactions.reduce((sum, transaction) => sum + (transaction.fee ?? 0), 0),
  );
}

/**
 * What a lost dispute costs when its events carry no balance transaction: Stripe's dispute fee
 * for an account in France, 15,00 € per dispute ("Chaque paiement contesté [...] entraîne des
 * frais de 15,00 USD (ou d'un montant équivalent dans la devise locale)", FAQ sur les frais de
 * litige, https://support.stripe.com/questions/dispute-fees-faq?locale=fr-FR, and the dispute
 * line of https://stripe.com/fr/pricing; read on 2026-11-27). Dated: a later price applies from
 * its own day, earlier disputes keep theirs.
 */
export const STRIPE_DISPUTE_FEES = [{ validFrom: '2026-01-01', feeCents: 1500 }] as const;

/** The fee in force on `day` (the latest row not after it; the first row before any). */
export function stripeDisputeFeeOn(day: Date): number {
  const iso = day.toISOString().slice(0, 10);
  const applicable = STRIPE_DISPUTE_FEES.filter((fee) => fee.validFrom <= iso);
  return (applicable.at(-1) ?? STRIPE_DISPUTE_FEES[0]).feeCents;
}
