import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CallStates, PageEmpty, type CallStatesProps } from 'shared-ui';

/** A page of results as the admin's searches answer it (GET /admin/audit-log, /admin/donations/search). */
interface ResultPage<Row> {
  data: Row[];
  total: number;
  page_size: number;
}

export interface PagedResultsProps<Row> {
  call: CallStatesProps<ResultPage<Row>>['call'];
  /** Skeleton lines while the first page loads. */
  lines: number;
  page: number;
  onPageChange: (page: number) => void;
  texts: {
    loadError: string;
    empty: string;
    results: (total: number) => string;
    pages: Record<'first' | 'previous' | 'next' | 'last', string>;
  };
  /** The table of the page's rows. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A search's results one page at a time: its loading, error and empty states, the count (read
 * out when it changes), the page's table, then the page buttons when there is more than one.
 */
export function PagedResults<Row>({
  call,
  lines,
  page,
  onPageChange,
  texts,
  children,
}: PagedResultsProps<Row>) {
  return (
    <CallStates
      call={call}
      lines={lines}
      errorMessage={texts.loadError}
      isEmpty={(result) => result.total === 0}
      empty={<PageEmpty title={texts.empty} />}
    >
      {(result) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {texts.results(result.total)}
          </Text>
          {children(result.data)}
          {result.total > result.page_size && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(result.total / result.page_size)}
                value={page}
                onChange={onPageChange}
                getControlProps={(control) => ({ 'aria-label': texts.pages[control] })}
              />
            </Group>
          )}
        </Stack>
      )}
    </CallStates>
  );
}
