import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { ASSOCIATION_RECEIPT_BLOCK_TEXTS, NAV_TEXTS, isApiError, ROUTES } from 'shared-contracts';
import { PageEmpty, PageError, PageLoading, showToast } from 'shared-ui';
import { AssociationEditor } from 'shared-ui/editors';
import { MANAGER_TEXTS } from '../../../config/texts';
import { useMyAssociation } from '../hooks/use-my-association';
import { useSaveAssociation } from '../hooks/use-save-association';
import { MANAGER_ASSOCIATION_SECTIONS, managerAssociationInput } from './association-editor-layout';
import { AssociationDocuments } from './AssociationDocuments';

/** /dashboard/associations/edit: the form and the documents; back to /dashboard. */
export function AssociationEditPage() {
  const navigate = useNavigate();
  const { data: association, error, isLoading, reload } = useMyAssociation();
  const save = useSaveAssociation();
  const back = ROUTES.dashboard.href({ tab: 'association' });

  let body;
  if (association === undefined && isLoading) body = <PageLoading lines={10} />;
  else if (association === undefined && error) body = <PageError error={error} onRetry={reload} />;
  else if (!association) body = <PageEmpty title={NAV_TEXTS.noAssociationInfo} />;
  else
    body = (
      <AssociationEditor
        association={association}
        sections={MANAGER_ASSOCIATION_SECTIONS}
        texts={{
          labels: MANAGER_TEXTS.fields,
          submit: MANAGER_TEXTS.save,
          cancel: MANAGER_TEXTS.cancel,
          fixErrors: MANAGER_TEXTS.fixErrors,
        }}
        checkOnBlur
        isSaving={save.isPending}
        serverIssues={isApiError(save.error) ? save.error.fieldIssues : []}
        onCancel={() => navigate(back)}
        header={
          association.tax_eligibility === 'verified' && (
            <Alert color="yellow" variant="light" title={MANAGER_TEXTS.eligibility.title}>
              {ASSOCIATION_RECEIPT_BLOCK_TEXTS.verifiedWarning}
            </Alert>
          )
        }
        onSubmit={async (values) => {
          const saved = await save.run(managerAssociationInput(values));
          if (!saved) return;
          // A printed fact changed: the API sent the verified association back to review.
          if (association.tax_eligibility === 'verified' && saved.tax_eligibility !== 'verified')
            showToast({
              color: 'yellow',
              title: ASSOCIATION_RECEIPT_BLOCK_TEXTS.backToReviewTitle,
              message: ASSOCIATION_RECEIPT_BLOCK_TEXTS.backToReview,
              autoClose: false,
            });
          navigate(back);
        }}
        footer={<AssociationDocuments documents={association.documents} onChanged={reload} />}
      />
    );

  return (
    <Stack gap="md" data-testid="manager-association-edit">
      <Anchor component={Link} to={back} size="sm">
        ← {MANAGER_TEXTS.backToDashboard}
      </Anchor>
      <Title order={1}>{MANAGER_TEXTS.editAssociationTitle}</Title>
      {body}
    </Stack>
  );
}
