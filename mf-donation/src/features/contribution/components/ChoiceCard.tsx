import { Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ChoiceCard.module.css';

export interface ChoiceCardProps {
  value: string;
  /** The group's one tab stop, as for native radios: the chosen card, else the first. */
  isTabStop: boolean;
  testId: string;
  children: ReactNode;
}

/** One card of a radio group drawn as cards (the amounts, the frequencies). */
export function ChoiceCard({ value, isTabStop, testId, children }: ChoiceCardProps) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="xs"
      className={classes.card}
      tabIndex={isTabStop ? 0 : -1}
      data-testid={testId}
    >
      {children}
    </Radio.Card>
  );
}
