import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { categoryFilterOptions, type ListFilter } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';
import { CardGridSkeleton, type CardGridSkeletonProps } from './CardGridSkeleton';
import { CatalogueFilters } from './CatalogueFilters';
import { useCatalogueQuery } from './use-catalogue-query';

/** What stays the same on a list page: its texts and the grid's layout. */
export interface CatalogueLayout {
  testId: string;
  title: string;
  searchPlaceholder: string;
  searchLabel: string;
  /** The count line ('3 projet(s) trouvé(s)'), given how many are shown (0 while loading). */
  countText: (count: number) => string;
  /** The empty state's title and hint when nothing matches. */
  empty: { title: string; description?: string };
  /** How many cards the loading grid shows, and of which kind. */
  skeleton: Pick<CardGridSkeletonProps, 'count' | 'cardKind'>;
  cols: CardGridSkeletonProps['cols'];
}

/**
 * A list's search and category (in the URL), the category options its items offer and the
 * items they let through.
 */
export function useCatalogue<T>(
  items: T[],
  filter: (items: T[], query: ListFilter) => T[],
  categoryOf: (item: T) => string | null | undefined,
) {
  const query = useCatalogueQuery();
  const categoryOptions = useMemo(
    () => categoryFilterOptions(items.map((item) => ({ category: categoryOf(item) }))),
    // categoryOf is the page's fixed accessor: the options change with the items only.
    [items],
  );
  const shown = filter(items, { search: query.q, category: query.category });
  return { query, categoryOptions, shown };
}

export interface CataloguePageProps<T> {
  layout: CatalogueLayout;
  catalogue: ReturnType<typeof useCatalogue<T>>;
  isLoading: boolean;
  /** One card, with its key; `index` tells the first ones (their images load first). */
  children: (item: T, index: number) => ReactNode;
}

/** A public list page: title, search and category filter, count, then the card grid. */
export function CataloguePage<T>({
  layout,
  catalogue,
  isLoading,
  children,
}: CataloguePageProps<T>) {
  const { query, categoryOptions, shown } = catalogue;
  return (
    <Stack gap="lg" data-testid={layout.testId}>
      <Title order={1}>{layout.title}</Title>
      <CatalogueFilters
        search={query.q}
        onSearchChange={query.setSearch}
        category={query.category}
        onCategoryChange={query.setCategory}
        categoryOptions={categoryOptions}
        searchPlaceholder={layout.searchPlaceholder}
        searchLabel={layout.searchLabel}
        countText={layout.countText(isLoading ? 0 : shown.length)}
      />
      {isLoading ? (
        <CardGridSkeleton {...layout.skeleton} cols={layout.cols} />
      ) : shown.length === 0 ? (
        <PageEmpty {...layout.empty} />
      ) : (
        <SimpleGrid cols={layout.cols}>{shown.map(children)}</SimpleGrid>
      )}
    </Stack>
  );
}
