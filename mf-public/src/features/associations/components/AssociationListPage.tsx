import { useMemo } from 'react';
import { LIST_TEXTS, categoryFilterOptions, filterAssociations } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';
import { AssociationCard } from '../../../components/AssociationCard';
import { CataloguePage, type CatalogueLayout } from '../../../components/CataloguePage';
import { useCatalogueQuery } from '../../../components/use-catalogue-query';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { usePublicAssociations } from '../hooks/use-public-associations';

const LAYOUT: CatalogueLayout = {
  testId: 'association-list-page',
  title: LIST_TEXTS.associationsTitle,
  searchPlaceholder: LIST_TEXTS.associationSearchPlaceholder,
  searchLabel: PUBLIC_TEXTS.searchLabelAssociations,
  skeleton: { count: 4, imageHeight: 150 },
  cols: { base: 1, sm: 2, md: 3, lg: 4 },
};

/** /associations: search, category filter (both in the URL), count and the card grid. */
export function AssociationListPage() {
  const { associations, isLoading } = usePublicAssociations();
  const query = useCatalogueQuery();
  const options = useMemo(() => categoryFilterOptions(associations), [associations]);
  const shown = filterAssociations(associations, { search: query.q, category: query.category });
  return (
    <CataloguePage
      layout={LAYOUT}
      query={query}
      categoryOptions={options}
      shown={shown}
      countText={LIST_TEXTS.associationCount}
      isLoading={isLoading}
      empty={<PageEmpty title={LIST_TEXTS.noAssociationFound} />}
    >
      {(association, index) => (
        <AssociationCard key={association.id} association={association} isPriority={index < 4} />
      )}
    </CataloguePage>
  );
}
