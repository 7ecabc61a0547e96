import { Text, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import classes from './FaqQuestions.module.css';

export interface FaqQuestion {
  question: string;
  answer: string;
}

/**
 * The FAQ's questions as disclosure buttons (WAI-ARIA accordion pattern: a button with
 * aria-expanded in a heading, controlling its answer), several open at once. Its own few
 * lines rather than Mantine's Accordion, which with its Collapse animation would sit in the
 * shell's shared copy of Mantine, loaded on the first visit of every route, for this one page
 * (docs/decisions/0001).
 */
export function FaqQuestions({ items }: { items: readonly FaqQuestion[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <div className={classes.list}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const controlId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={classes.item} data-active={expanded || undefined}>
            <h2 className={classes.heading}>
              <UnstyledButton
                id={controlId}
                className={classes.control}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <Text fw={600} component="span" className={classes.label}>
                  {item.question}
                </Text>
                <svg
                  className={classes.chevron}
                  viewBox="0 0 15 15"
                  width="15"
                  height="15"
                  aria-hidden="true"
                >
                  <path
                    d="M3.135 6.158a.5.5 0 0 1 .707-.023L7.5 9.565l3.658-3.43a.5.5 0 0 1 .684.73l-4 3.75a.5.5 0 0 1-.684 0l-4-3.75a.5.5 0 0 1-.023-.707Z"
                    fill="currentColor"
                  />
                </svg>
              </UnstyledButton>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={controlId}
              className={classes.panel}
              hidden={!expanded}
            >
              <Text>{item.answer}</Text>
            </div>
          </div>
        );
      })}
    </div>
  );
}
