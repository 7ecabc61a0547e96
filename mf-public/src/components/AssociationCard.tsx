import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DISPLAY_TEXTS, associationCardView, type AssociationCardInput } from 'shared-contracts';
import { CardImage } from './CardImage';

export interface AssociationCardProps {
  association: AssociationCardInput;
  isPriority?: boolean;
}

/** The association card: home carousel and /associations. */
export function AssociationCard({ association, isPriority }: AssociationCardProps) {
  const view = associationCardView(association);
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="association-card"
      h="100%"
    >
      <Card.Section pos="relative">
        <CardImage src={view.imageUrl} alt={view.name} height={150} isPriority={isPriority} />
        <Group pos="absolute" top={8} left={8} right={8} justify="space-between">
          <Badge color="teal.9" variant="filled">
            {DISPLAY_TEXTS.verified}
          </Badge>
          <Badge color="dark" variant="filled">
            {view.categoryLabel}
          </Badge>
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Title order={3} size="h4" id={titleId} lineClamp={2}>
          {view.name}
        </Title>
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
      </Stack>
    </Card>
  );
}
