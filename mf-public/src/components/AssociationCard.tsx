import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DISPLAY_TEXTS, associationCardView, type AssociationCardInput } from 'shared-contracts';
import { CardFrame, type CardFrameProps } from './CardFrame';
import { deductibleCardBadge } from './DeductibleBadge';

export interface AssociationCardProps {
  association: AssociationCardInput;
  isPriority?: boolean;
}

/** The association card: home carousel and /associations. */
export function AssociationCard({ association, isPriority }: AssociationCardProps) {
  const view = associationCardView(association);
  const badges: CardFrameProps['badges'] = [
    [
      { label: DISPLAY_TEXTS.verified, color: 'teal.9' },
      deductibleCardBadge(association.tax_receipt_rate),
    ],
    { label: view.categoryLabel, color: 'dark' },
  ];
  return (
    <CardFrame
      kind="association"
      imageUrl={view.imageUrl}
      title={view.name}
      isPriority={isPriority}
      badges={badges}
    >
      {view.description && (
        <Text size="sm" lineClamp={3}>
          {view.description}
        </Text>
      )}
      <Group justify="space-between" mt="auto" pt="xs" gap="xs">
        <Text size="sm" c="gray.7" data-testid="association-card-city">
          {view.city}
        </Text>
        <Text size="sm">
          <Text span fw={700}>
            {view.raisedLabel}
          </Text>{' '}
          {DISPLAY_TEXTS.raised}
        </Text>
      </Group>
      <Button component={Link} to={view.href} variant="outline" fullWidth mt="sm">
        {DISPLAY_TEXTS.learnMore}
      </Button>
    </CardFrame>
  );
}
