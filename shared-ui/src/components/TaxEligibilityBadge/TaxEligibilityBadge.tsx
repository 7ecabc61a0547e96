import { Badge } from '@mantine/core';
import { taxEligibilityLabel, type TaxEligibility } from 'shared-contracts';

const COLORS: Record<TaxEligibility, string> = {
  none: 'gray',
  declared: 'yellow',
  verified: 'teal',
  withdrawn: 'red',
};

export interface TaxEligibilityBadgeProps {
  /** The association's reçus fiscaux eligibility; absent reads as not declared. */
  eligibility: TaxEligibility | undefined;
  /** Its rate (66 or 75), shown once verified. */
  rate?: number | null;
}

/** An association's reçus fiscaux eligibility: declared, verified at its rate, withdrawn. */
export function TaxEligibilityBadge({ eligibility, rate }: TaxEligibilityBadgeProps) {
  return (
    <Badge color={COLORS[eligibility ?? 'none']} variant="light" style={{ textTransform: 'none' }}>
      {taxEligibilityLabel(eligibility, rate)}
    </Badge>
  );
}
