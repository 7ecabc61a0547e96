import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableFrameProps {
  /** Names the table and its scroll region for screen readers. */
  label: string;
  /** Width under which the table scrolls inside its frame instead of the page. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A table that never widens the page: on a phone it scrolls inside a frame that the keyboard
 * can reach (a focusable, named region).
 */
export function TableFrame({ label, minWidth = 640, children }: TableFrameProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table striped highlightOnHover miw={minWidth} verticalSpacing="sm" aria-label={label}>
        {children}
      </Table>
    </Box>
  );
}
