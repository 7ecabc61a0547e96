import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { taxEligibilityLabel, type Association, type TaxEligibility } from 'shared-contracts';

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

export interface TaxEligibilityPanelProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** The section's title ('Reçus fiscaux') and what the badge is ('Éligibilité'). */
  texts: { title: string; status: string };
  association: Pick<Association, 'tax_eligibility' | 'tax_receipt_rate'>;
  /** What the role sees or does under the heading. */
  children: ReactNode;
}

/** A reçus fiscaux section of the admin's review and the manager's declaration. */
export function TaxEligibilityPanel({
  id,
  texts,
  association,
  children,
}: TaxEligibilityPanelProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <TaxEligibilityHeader
          id={id}
          title={texts.title}
          label={texts.status}
          eligibility={association.tax_eligibility}
          rate={association.tax_receipt_rate}
        />
        {children}
      </Stack>
    </Paper>
  );
}
