import { Box, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './TableFrame.module.css';

export interface TableFrameProps {
  /** Names the table and its scroll region for screen readers (the table's title, in French). */
  label: string;
  /** Width under which the table scrolls inside its frame instead of the page. */
  minWidth?: number;
  /** Row spacing of the table. */
  verticalSpacing?: TableProps['verticalSpacing'];
  /** Whether a row lights up under the pointer. */
  highlightOnHover?: boolean;
  children: ReactNode;
}

/**
 * Every dashboard table: it never widens the page. On a phone it scrolls inside a frame that
 * the keyboard can reach (a focusable, named region), and a shadow on the side with more
 * columns shows that there is more to scroll to (TableFrame.module.css, no script).
 */
export function TableFrame({
  label,
  minWidth = 640,
  verticalSpacing = 'sm',
  highlightOnHover = true,
  children,
}: TableFrameProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} className={classes.frame}>
      <Table
        striped
        highlightOnHover={highlightOnHover}
        miw={minWidth}
        verticalSpacing={verticalSpacing}
        aria-label={label}
      >
        {children}
      </Table>
    </Box>
  );
}
