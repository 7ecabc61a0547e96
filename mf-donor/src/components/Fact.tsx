import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const DETAIL_VALUE = { size: 'sm', fw: 500 } as const;
const FIGURE_VALUE = { fz: 'xl', fw: 700 } as const;

/**
 * One fact of a description list: a small label over its value. A card's detail by default;
 * `isFigure`: a headline figure, larger, in its own framed tile (the overview's figures).
 */
export function Fact(props: {
  label: string;
  children: ReactNode;
  isFigure?: boolean;
  testId?: string;
}) {
  const terms = (
    <>
      <Text component="dt" size={props.isFigure ? 'sm' : 'xs'} c="dimmed">
        {props.label}
      </Text>
      <Text component="dd" m={0} {...(props.isFigure ? FIGURE_VALUE : DETAIL_VALUE)}>
        {props.children}
      </Text>
    </>
  );
  return props.isFigure ? (
    <Paper withBorder p="md" radius="md" data-testid={props.testId}>
      {terms}
    </Paper>
  ) : (
    <div data-testid={props.testId}>{terms}</div>
  );
}
