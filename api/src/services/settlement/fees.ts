import {
  PLATFORM_COMMISSION_RATE,
  PROCESSING_FEE_FIXED_CENTS,
  PROCESSING_FEE_RATE,
} from 'shared-contracts';

/**
 * Fees of one paid donation, in integer cents.
 *
 * Rounding rule (documented in api/README.md): each donation is charged on its own, in cents,
 * rounded half up (0.5 cent -> 1 cent):
 *   commission = round_half_up(amount x 5 %)
 *   processing = round_half_up(amount x 2.9 %) + 25
 * A payout's figures are the sums over its donations, so a payout always equals the sum of its
 * lines and never depends on the order in which donations are added.
 */
export interface DonationFees {
  commissionCents: number;
  processingFeeCents: number;
}

// The rates as exact integer fractions: floating-point percentages would drift on half cents.
const COMMISSION_PER_THOUSAND = Math.round(PLATFORM_COMMISSION_RATE * 1000); // 50
const PROCESSING_PER_THOUSAND = Math.round(PROCESSING_FEE_RATE * 1000); // 29

function roundHalfUpPerThousand(amountCents: number, perThousand: number): number {
  return Math.floor((amountCents * perThousand + 500) / 1000);
}

export function donationFees(amountCents: number): DonationFees {
  return {
    commissionCents: roundHalfUpPerThousand(amountCents, COMMISSION_PER_THOUSAND),
    processingFeeCents:
      roundHalfUpPerThousand(amountCents, PROCESSING_PER_THOUSAND) + PROCESSING_FEE_FIXED_CENTS,
  };
}

export interface PayoutFigures {
  donationCount: number;
  grossCents: number;
  commissionCents: number;
  processingFeeCents: number;
  netCents: number;
}

/** Gross, commission, processing fees and net of a set of paid donations. */
export function payoutFigures(amountsCents: readonly number[]): PayoutFigures {
  let grossCents = 0;
  let commissionCents = 0;
  let processingFeeCents = 0;
  for (const amount of amountsCents) {
    const fees = donationFees(amount);
    grossCents += amount;
    commissionCents += fees.commissionCents;
    processingFeeCents += fees.processingFeeCents;
  }
  return {
    donationCount: amountsCents.length,
    grossCents,
    commissionCents,
    processingFeeCents,
    netCents: grossCents - commissionCents - processingFeeCents,
  };
}
