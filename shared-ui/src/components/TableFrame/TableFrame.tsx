import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './TableFrame.module.css';

export interface TableFrameProps {
  /** Names the table and its scroll region for screen readers (the table's title, in French). */
  label: string;
  /** Width under which the table scrolls inside its frame instead of the page. */
  minWidth?: number;
  /**
   * A long list of records to read, whose rows do nothing on click (the manager's donations and
   * receipts): tighter rows, and no row lights up under the pointer.
   */
  isCompact?: boolean;
  /**
   * On a phone, each body row a card and each cell under its `data-label` (DataTable sets
   * both), instead of a table scrolling sideways.
   */
  isCardsOnPhone?: boolean;
  children: ReactNode;
}

const STRIPE_COLOR = 'rgb(0 0 0 / 3%)';
const HOVER_COLOR = 'rgb(0 0 0 / 6%)';

/**
 * Every dashboard table: it never widens the page. On a phone it scrolls inside a frame that
 * the keyboard can reach (a focusable, named region), and a shadow on the side with more
 * columns shows that there is more to scroll to (TableFrame.module.css, no script).
 */
export function TableFrame({
  label,
  minWidth = 640,
  isCompact = false,
  isCardsOnPhone = false,
  children,
}: TableFrameProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      className={isCardsOnPhone ? `${classes.frame} ${classes.cards}` : classes.frame}
    >
      <Table
        striped
        highlightOnHover={!isCompact}
        // Translucent, so that the scroll shadow under the table shows through every row
        // (Mantine sets these on the table itself: the frame's CSS cannot reach them).
        stripedColor={STRIPE_COLOR}
        highlightOnHoverColor={HOVER_COLOR}
        miw={minWidth}
        verticalSpacing={isCompact ? 'xs' : 'sm'}
        aria-label={label}
      >
        {children}
      </Table>
    </Box>
  );
}
