import { LIST_TEXTS, filterAssociations } from 'shared-contracts';
import { AssociationCard } from '../../../components/AssociationCard';
import {
  CataloguePage,
  useCatalogue,
  type CatalogueLayout,
} from '../../../components/CataloguePage';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { usePublicAssociations } from '../hooks/use-public-associations';

const LAYOUT: CatalogueLayout = {
  testId: 'association-list-page',
  title: LIST_TEXTS.associationsTitle,
  searchPlaceholder: LIST_TEXTS.associationSearchPlaceholder,
  searchLabel: PUBLIC_TEXTS.searchLabelAssociations,
  countText: LIST_TEXTS.associationCount,
  empty: { title: LIST_TEXTS.noAssociationFound },
  skeleton: { count: 4, cardKind: 'association' },
  cols: { base: 1, sm: 2, md: 3, lg: 4 },
};

/** /associations: search, category filter (both in the URL), count and the card grid. */
export function AssociationListPage() {
  const { associations, isLoading } = usePublicAssociations();
  const catalogue = useCatalogue(associations, filterAssociations, (item) => item.category);
  return (
    <CataloguePage layout={LAYOUT} catalogue={catalogue} isLoading={isLoading}>
      {(association, index) => (
        <AssociationCard key={association.id} association={association} isPriority={index < 4} />
      )}
    </CataloguePage>
  );
}
