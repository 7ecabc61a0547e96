import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CategoryOption } from 'shared-contracts';
import { CardGridSkeleton, type CardGridSkeletonProps } from './CardGridSkeleton';
import { CatalogueFilters } from './CatalogueFilters';
import type { useCatalogueQuery } from './use-catalogue-query';

export interface CataloguePageProps {
  testId: string;
  title: string;
  query: ReturnType<typeof useCatalogueQuery>;
  categoryOptions: CategoryOption[];
  searchPlaceholder: string;
  searchLabel: string;
  countText: string;
  isLoading: boolean;
  /** How many cards the loading grid shows, and their image height. */
  skeleton: Pick<CardGridSkeletonProps, 'count' | 'imageHeight'>;
  cols: CardGridSkeletonProps['cols'];
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  isEmpty: boolean;
  /** The cards. */
  children: ReactNode;
}

/** A public list page: title, search and category filter, count, then the card grid. */
export function CataloguePage(props: CataloguePageProps) {
  const { query } = props;
  return (
    <Stack gap="lg" data-testid={props.testId}>
      <Title order={1}>{props.title}</Title>
      <CatalogueFilters
        search={query.q}
        onSearchChange={query.setSearch}
        category={query.category}
        onCategoryChange={query.setCategory}
        categoryOptions={props.categoryOptions}
        searchPlaceholder={props.searchPlaceholder}
        searchLabel={props.searchLabel}
        countText={props.countText}
      />
      {props.isLoading ? (
        <CardGridSkeleton {...props.skeleton} cols={props.cols} />
      ) : props.isEmpty ? (
        props.empty
      ) : (
        <SimpleGrid cols={props.cols}>{props.children}</SimpleGrid>
      )}
    </Stack>
  );
}
