import { ActionIcon, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { carouselPage } from 'shared-contracts';
import { PUBLIC_TEXTS } from '../../../config/texts';

export interface CarouselProps<T> {
  title: string;
  items: readonly T[];
  /** Items per page, and the step of the arrows (spec section 9: 6 campaigns, 4 associations). */
  pageSize: number;
  cols: { base: number; sm?: number; md?: number; lg?: number };
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  /** Shown instead of the cards when there is nothing (a failed load reads as empty). */
  emptyText: string;
  /** A link under the title ('Voir tous les projets'). */
  action?: ReactNode;
  testId?: string;
}

function Arrow({
  direction,
  onClick,
  disabled,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  disabled: boolean;
}) {
  const label = direction === 'previous' ? PUBLIC_TEXTS.previous : PUBLIC_TEXTS.next;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </ActionIcon>
  );
}

/** A home carousel: one page of cards, with arrows only when there is more than one page. */
export function Carousel<T>({
  title,
  items,
  pageSize,
  cols,
  renderItem,
  getKey,
  emptyText,
  action,
  testId,
}: CarouselProps<T>) {
  const [start, setStart] = useState(0);
  const page = carouselPage(items, start, pageSize);
  const headingId = `${testId ?? 'carousel'}-title`;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Group gap="xs">
          {action}
          {page.hasArrows && (
            <>
              <Arrow
                direction="previous"
                onClick={() => setStart(page.start - pageSize)}
                disabled={!page.canGoBack}
              />
              <Arrow
                direction="next"
                onClick={() => setStart(page.start + pageSize)}
                disabled={!page.canGoForward}
              />
            </>
          )}
        </Group>
      </Group>
      {items.length === 0 ? (
        <Text c="gray.7">{emptyText}</Text>
      ) : (
        <SimpleGrid cols={cols} aria-live="polite">
          {page.items.map((item, index) => (
            <div key={getKey(item)}>{renderItem(item, page.start + index)}</div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
