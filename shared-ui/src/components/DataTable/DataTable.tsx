import { Table, Text, type TableTdProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { TableFrame, type TableFrameProps } from '../TableFrame/TableFrame';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const keyById = (row: unknown): Key => (row as { id: Key }).id;

/** Rows without an `id` must give their key. */
type RowKeyRule<Row> = Row extends { id: Key } ? unknown : { rowKey: (row: Row) => Key };

export interface DataColumn<Row> {
  /** The column's title, in French. */
  header: ReactNode;
  /**
   * The title written beside each value when a phone shows the rows as cards; the header when
   * it is text. An empty one (a row's actions) lets the value take the card's width.
   */
  label?: string;
  /** What one row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** An amount: title and cells aligned right. */
  numeric?: boolean;
  /** Cells kept on one line (dates, numbers, amounts). */
  noWrap?: boolean;
  /** More props of each cell of the column (no wrap, weight...). */
  cellProps?: TableTdProps;
}

export interface DataTableProps<Row> extends Omit<TableFrameProps, 'children'> {
  rows: readonly Row[];
  /** The columns, in order: a title and what each row shows under it. */
  columns: readonly DataColumn<Row>[];
  /** A row's React key: its `id` unless said otherwise (rows without one must say). */
  rowKey?: (row: Row) => Key;
  /** The row's test id, where tests look rows up. */
  rowTestId?: (row: Row) => string;
  /** Rows of the table's foot (totals), as `Table.Tr` elements. */
  footer?: ReactNode;
}

/**
 * A dashboard table described by its columns: one title and one cell per column, each row
 * drawn the same way, inside the scrolling TableFrame. On a phone each row is a card, each
 * value under its column's title (TableFrame.module.css): the amount, the status and the row's
 * actions stay on screen with no sideways scrolling.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey = keyById,
  rowTestId,
  footer,
  ...frame
}: DataTableProps<Row> & RowKeyRule<Row>) {
  return (
    <TableFrame {...frame} isCardsOnPhone>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} ta={column.numeric ? 'right' : undefined}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((column, index) => (
              <Table.Td
                key={index}
                data-label={
                  column.label ?? (typeof column.header === 'string' ? column.header : undefined)
                }
                ta={column.numeric ? 'right' : undefined}
                style={column.noWrap ? NO_WRAP : undefined}
                {...column.cellProps}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </TableFrame>
  );
}

/** A cell naming its row: the name in bold over a dimmed detail (an email, an association). */
export function NameCell({ name, detail }: { name: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <Text fw={600} size="sm">
        {name}
      </Text>
      {detail !== undefined && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </>
  );
}
