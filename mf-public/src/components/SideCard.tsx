import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of a detail page that is a section of its own, named by its heading's id. */
export function SectionCard({
  titleId,
  testId,
  children,
}: {
  titleId: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
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
