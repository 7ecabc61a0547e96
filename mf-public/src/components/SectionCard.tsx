import { Card, Title, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card that is a landmark of its own (a `section`, or a card list's `article`), named by its
 * heading's id: the detail pages' cards and every public card.
 */
export function SectionCard({
  titleId,
  testId,
  component = 'section',
  padding = 'lg',
  h,
  children,
}: {
  titleId: string;
  testId?: string;
  component?: 'section' | 'article';
  padding?: CardProps['padding'];
  h?: CardProps['h'];
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding={padding}
      component={component}
      aria-labelledby={titleId}
      data-testid={testId}
      h={h}
    >
      {children}
    </Card>
  );
}

/** A titled card of a detail page's side column. */
export function SideCard({
  title,
  children,
  ...card
}: {
  titleId: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <SectionCard {...card}>
      <Title order={2} size="h4" id={card.titleId} mb="sm">
        {title}
      </Title>
      {children}
    </SectionCard>
  );
}
