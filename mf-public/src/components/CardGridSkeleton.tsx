import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { CARD_IMAGE_HEIGHTS, type CardKind } from './CardFrame';

export interface CardGridSkeletonProps {
  count: number;
  cols: { base: number; sm?: number; md?: number; lg?: number };
  /** The cards it stands for: their image height. */
  cardKind: CardKind;
}

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function CardGridSkeleton({ count, cols, cardKind }: CardGridSkeletonProps) {
  return (
    <SimpleGrid cols={cols} aria-busy="true" data-testid="cards-loading">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton height={CARD_IMAGE_HEIGHTS[cardKind]} radius={0} />
          </Card.Section>
          <Skeleton height={20} mt="md" width="80%" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} mt={6} width="60%" />
          <Skeleton height={36} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
