import { Button, Group, Stack, Text } from '@mantine/core';
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
    pages: Record<'first' | 'previous' | 'next' | 'last' | 'label', string> & {
      position: (page: number, pages: number) => string;
    };
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
            <PageButtons
              page={page}
              pageCount={Math.ceil(result.total / result.page_size)}
              onPageChange={onPageChange}
              texts={texts.pages}
            />
          )}
        </Stack>
      )}
    </CallStates>
  );
}

/**
 * First, previous, 'page / pages', next, last. Plain buttons rather than Mantine's Pagination:
 * the shared Mantine copy every first visit loads would carry it for two admin searches
 * (docs/decisions/0001-first-visit-weight.md).
 */
function PageButtons({
  page,
  pageCount,
  onPageChange,
  texts,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  texts: PagedResultsProps<unknown>['texts']['pages'];
}) {
  const go = (target: number) => () => onPageChange(target);
  return (
    <Group justify="center" gap="xs" component="nav" aria-label={texts.label}>
      <Button variant="default" size="xs" onClick={go(1)} disabled={page <= 1}>
        {texts.first}
      </Button>
      <Button variant="default" size="xs" onClick={go(page - 1)} disabled={page <= 1}>
        {texts.previous}
      </Button>
      <Text size="sm" aria-current="page">
        {texts.position(page, pageCount)}
      </Text>
      <Button variant="default" size="xs" onClick={go(page + 1)} disabled={page >= pageCount}>
        {texts.next}
      </Button>
      <Button variant="default" size="xs" onClick={go(pageCount)} disabled={page >= pageCount}>
        {texts.last}
      </Button>
    </Group>
  );
}
