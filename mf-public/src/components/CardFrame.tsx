import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CardImage } from './CardImage';
import { SectionCard } from './SectionCard';

/** A badge laid over the card's image; `false` leaves it out (a badge that only sometimes shows). */
export type CardBadge =
  { label: string; color: 'dark' | 'teal.9' | 'indigo.9'; testId?: string } | false;

/** The public cards; each kind's image height is also its loading grid's (CardGridSkeleton). */
export const CARD_IMAGE_HEIGHTS = { campaign: 180, association: 150 } as const;
export type CardKind = keyof typeof CARD_IMAGE_HEIGHTS;

export interface CardFrameProps {
  /** Names the card's test id (`campaign-card`) and sets its image's height. */
  kind: CardKind;
  imageUrl: string;
  /** The card's title, also the image's alternative text. */
  title: string;
  isPriority?: boolean;
  /** The badges laid over the image, from left to right; an inner list stays together. */
  badges: (CardBadge | CardBadge[])[];
  /** What follows the title. */
  children: ReactNode;
}

/** The frame every public card shares: article labelled by its title, image with badges. */
export function CardFrame({ kind, imageUrl, title, isPriority, badges, children }: CardFrameProps) {
  const titleId = useId();
  return (
    <SectionCard
      titleId={titleId}
      testId={`${kind}-card`}
      component="article"
      padding="md"
      h="100%"
    >
      <Card.Section pos="relative">
        <CardImage
          src={imageUrl}
          alt={title}
          height={CARD_IMAGE_HEIGHTS[kind]}
          isPriority={isPriority}
        />
        <Group pos="absolute" top={8} left={8} right={8} justify="space-between">
          {badges.map((badge, index) =>
            Array.isArray(badge) ? (
              <Group key={index} gap={6}>
                {badge.map(renderBadge)}
              </Group>
            ) : (
              renderBadge(badge)
            ),
          )}
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Title order={3} size="h4" id={titleId} lineClamp={2}>
          {title}
        </Title>
        {children}
      </Stack>
    </SectionCard>
  );
}

function renderBadge(badge: CardBadge) {
  return (
    badge && (
      <Badge key={badge.label} color={badge.color} variant="filled" data-testid={badge.testId}>
        {badge.label}
      </Badge>
    )
  );
}
