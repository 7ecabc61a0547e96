import { Stack, Title, type StackProps, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TitledSectionProps extends Omit<StackProps, 'title'> {
  /** The heading's id: the section is named by its heading for screen readers. */
  titleId: string;
  title: ReactNode;
  /** The heading's level (2 by default). */
  order?: TitleOrder;
  /** The heading's size ('h3', 'h4'); the level's own by default. */
  titleSize?: TitleSize;
  children?: ReactNode;
}

/** A region of a page: a `section` named by its heading, then its content. */
export function TitledSection({
  titleId,
  title,
  order = 2,
  titleSize,
  gap = 'sm',
  children,
  ...stack
}: TitledSectionProps) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={titleId} {...stack}>
      <Title order={order} size={titleSize} id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
