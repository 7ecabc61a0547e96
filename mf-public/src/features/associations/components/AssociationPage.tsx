import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { DISPLAY_TEXTS, associationPageMeta } from 'shared-contracts';
import { PageError } from 'shared-ui';
import { NotFoundState } from '../../../components/NotFoundState';
import { useRefinedPageMeta } from '../../../components/use-refined-page-meta';
import { ASSOCIATION_PAGE_TEXTS } from '../../../config/association-page.texts';
import { useAssociationPage } from '../hooks/use-association-page';
import { AssociationDetail } from './AssociationDetail';

/** /association/:associationId (slug) and /associations/:associationId (id or slug). */
export function AssociationPage() {
  const { associationId = '' } = useParams();
  const { association, campaigns, isLoading, error, reload } = useAssociationPage(associationId);
  useRefinedPageMeta(association, associationPageMeta);

  if (isLoading && !association) {
    return (
      <Stack gap="lg" aria-busy="true" data-testid="association-page-loading">
        <Skeleton height={240} radius="md" />
        <Skeleton height={32} width="50%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    );
  }
  if (error)
    return <PageError error={error} message={ASSOCIATION_PAGE_TEXTS.loadFailed} onRetry={reload} />;
  if (!association) {
    return (
      <NotFoundState
        title={DISPLAY_TEXTS.associationNotFound}
        description={ASSOCIATION_PAGE_TEXTS.notFoundDetail}
      />
    );
  }
  return <AssociationDetail association={association} campaigns={campaigns} />;
}
