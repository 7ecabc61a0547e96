import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a detail page's side column, named by its title for screen readers. */
export function SideCard({
  titleId,
  title,
  testId,
  children,
}: {
  titleId: string;
  title: string;
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
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
