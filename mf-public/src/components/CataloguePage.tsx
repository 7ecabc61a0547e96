import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CategoryOption } from 'shared-contracts';
import { CardGridSkeleton, type CardGridSkeletonProps } from './CardGridSkeleton';
import { CatalogueFilters } from './CatalogueFilters';
import type { useCatalogueQuery } from './use-catalogue-query';

/** What stays the same on a list page: its texts and the grid's layout. */
export interface CatalogueLayout {
  testId: string;
  title: string;
  searchPlaceholder: string;
  searchLabel: string;
  /** How many cards the loading grid shows, and their image height. */
  skeleton: Pick<CardGridSkeletonProps, 'count' | 'imageHeight'>;
  cols: CardGridSkeletonProps['cols'];
}

export interface CataloguePageProps<T> {
  layout: CatalogueLayout;
  query: ReturnType<typeof useCatalogueQuery>;
  categoryOptions: CategoryOption[];
  /** What the search and the filter let through. */
  shown: T[];
  /** The count line ('3 projets'), given how many are shown (0 while loading). */
  countText: (count: number) => string;
  isLoading: boolean;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  /** One card, with its key; `index` tells the first ones (their images load first). */
  children: (item: T, index: number) => ReactNode;
}

/** A public list page: title, search and category filter, count, then the card grid. */
export function CataloguePage<T>(props: CataloguePageProps<T>) {
  const { query, layout } = props;
  return (
    <Stack gap="lg" data-testid={layout.testId}>
      <Title order={1}>{layout.title}</Title>
      <CatalogueFilters
        search={query.q}
        onSearchChange={query.setSearch}
        category={query.category}
        onCategoryChange={query.setCategory}
        categoryOptions={props.categoryOptions}
        searchPlaceholder={layout.searchPlaceholder}
        searchLabel={layout.searchLabel}
        countText={props.countText(props.isLoading ? 0 : props.shown.length)}
      />
      {props.isLoading ? (
        <CardGridSkeleton {...layout.skeleton} cols={layout.cols} />
      ) : props.shown.length === 0 ? (
        props.empty
      ) : (
        <SimpleGrid cols={layout.cols}>{props.shown.map(props.children)}</SimpleGrid>
      )}
    </Stack>
  );
}
