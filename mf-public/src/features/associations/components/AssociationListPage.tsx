import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LIST_TEXTS, categoryFilterOptions, filterAssociations } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';
import { AssociationCard } from '../../../components/AssociationCard';
import { CardGridSkeleton } from '../../../components/CardGridSkeleton';
import { CatalogueFilters } from '../../../components/CatalogueFilters';
import { useCatalogueQuery } from '../../../components/use-catalogue-query';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { usePublicAssociations } from '../hooks/use-public-associations';

const COLS = { base: 1, sm: 2, md: 3, lg: 4 };

/** /associations: search, category filter (both in the URL), count and the card grid. */
export function AssociationListPage() {
  const { associations, isLoading } = usePublicAssociations();
  const query = useCatalogueQuery();
  const options = useMemo(() => categoryFilterOptions(associations), [associations]);
  const shown = filterAssociations(associations, { search: query.q, category: query.category });
  return (
    <Stack gap="lg" data-testid="association-list-page">
      <Title order={1}>{LIST_TEXTS.associationsTitle}</Title>
      <CatalogueFilters
        search={query.q}
        onSearchChange={query.setSearch}
        category={query.category}
        onCategoryChange={query.setCategory}
        categoryOptions={options}
        searchPlaceholder={LIST_TEXTS.associationSearchPlaceholder}
        searchLabel={PUBLIC_TEXTS.searchLabelAssociations}
        countText={LIST_TEXTS.associationCount(isLoading ? 0 : shown.length)}
      />
      {isLoading ? (
        <CardGridSkeleton count={4} cols={COLS} imageHeight={150} />
      ) : shown.length === 0 ? (
        <PageEmpty title={LIST_TEXTS.noAssociationFound} />
      ) : (
        <SimpleGrid cols={COLS}>
          {shown.map((association, index) => (
            <AssociationCard
              key={association.id}
              association={association}
              isPriority={index < 4}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
