import { Badge, type BadgeProps } from '@mantine/core';
import { TAX_RECEIPT_DIALOG_TEXTS } from 'shared-contracts';
import type { CardBadge } from './CardFrame';

export interface DeductibleBadgeProps extends Omit<BadgeProps, 'children'> {
  /** The association's verified rate (66 or 75); null or missing: no badge. */
  rate: number | null | undefined;
}

/**
 * 'Dons déductibles': only for an association whose reçus fiscaux the super admin verified
 * (the public responses carry its rate then, null otherwise).
 */
export function DeductibleBadge({ rate, ...props }: DeductibleBadgeProps) {
  if (rate == null) return null;
  return (
    <Badge color="indigo.9" variant="filled" data-testid="deductible-badge" {...props}>
      {TAX_RECEIPT_DIALOG_TEXTS.deductibleBadge}
    </Badge>
  );
}

/** The same badge laid over a card's image (CardFrame), for a verified association only. */
export function deductibleCardBadge(rate: number | null | undefined): CardBadge {
  return (
    rate != null && {
      label: TAX_RECEIPT_DIALOG_TEXTS.deductibleBadge,
      color: 'indigo.9',
      testId: 'deductible-badge',
    }
  );
}
