import { Badge, Group, Text, Title } from '@mantine/core';
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
    <Badge color={COLORS[eligibility ?? 'none']} variant="dot" style={{ textTransform: 'none' }}>
      {taxEligibilityLabel(eligibility, rate)}
    </Badge>
  );
}

export interface TaxEligibilityHeaderProps extends TaxEligibilityBadgeProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** The section's title ('Reçus fiscaux'). */
  title: string;
  /** What the badge is ('Éligibilité'). */
  label: string;
}

/** A reçus fiscaux section's heading with the association's eligibility beside it. */
export function TaxEligibilityHeader({
  id,
  title,
  label,
  eligibility,
  rate,
}: TaxEligibilityHeaderProps) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Group gap="xs" data-testid="tax-eligibility-status">
        <Text size="sm" c="gray.7">
          {label}
        </Text>
        <TaxEligibilityBadge eligibility={eligibility} rate={rate} />
      </Group>
    </Group>
  );
}
