// Labels of an association's reçus fiscaux eligibility, read by the manager and the super
// admin (the spec gives none).
import type { TaxRate } from './tax-receipt.rules';
import type { TaxEligibility } from './tax-receipt.schema';

const TAX_ELIGIBILITY_LABELS: Record<TaxEligibility, string> = {
  none: 'Non déclarée',
  declared: 'Déclarée',
  verified: 'Vérifiée',
  withdrawn: 'Retirée',
};

export const TAX_RATE_LABELS: Record<TaxRate, string> = {
  66: '66 % (intérêt général)',
  75: '75 % (aide aux personnes en difficulté)',
};

/** 'Vérifiée à 66 % (intérêt général)', or the state's label. */
export function taxEligibilityLabel(
  eligibility: TaxEligibility | undefined,
  rate?: number | null,
): string {
  const state = eligibility ?? 'none';
  if (state === 'verified' && rate && rate in TAX_RATE_LABELS)
    return `Vérifiée à ${TAX_RATE_LABELS[rate as TaxRate]}`;
  return TAX_ELIGIBILITY_LABELS[state];
}
