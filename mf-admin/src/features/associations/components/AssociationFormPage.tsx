import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  FORM_MESSAGES,
  canSaveAssociation,
  LOADING_MESSAGES,
  PLACEHOLDER_IMAGE_PATH,
  adminFormErrorMessage,
  type Association,
  ROUTES,
} from 'shared-contracts';
import { PageError, PageLoading, type AssociationEditorValues } from 'shared-ui';
import { AssociationEditor } from 'shared-ui/editors';
import { ADMIN_TEXTS } from '../../../config/texts';
import {
  CREATE_FIELDS,
  associationCreateInput,
  associationUpdateInput,
} from '../hooks/association-record';
import { useAdminAssociation } from '../hooks/use-admin-association';
import { useAssociationModeration } from '../hooks/use-association-moderation';
import { useSaveAssociation } from '../hooks/use-save-association';
import { FailureAlert } from '../../../components/FailureAlert';
import { ADMIN_ASSOCIATION_SECTIONS } from './association-editor-layout';
import { ModerationButtons } from './ModerationButtons';
import { ReviewDocuments } from './ReviewDocuments';
import { TaxEligibilityReview } from './TaxEligibilityReview';

const T = ADMIN_TEXTS.associationForm;
const LIST = ROUTES.admin.href({ tab: 'associations' });

function BackLink() {
  return (
    <Anchor component={Link} to={LIST} size="sm">
      {T.backToList}
    </Anchor>
  );
}

function AssociationFormScreen({ association }: { association: Association | null }) {
  const navigate = useNavigate();
  const save = useSaveAssociation(association?.id);
  const moderation = useAssociationModeration(association);
  const { current } = moderation;
  const isEdit = association !== null;

  const submit = async (values: AssociationEditorValues) => {
    moderation.clearFailure();
    const saved = await save.run(
      isEdit
        ? associationUpdateInput(values)
        : associationCreateInput(values, PLACEHOLDER_IMAGE_PATH),
    );
    if (saved) navigate(LIST);
  };
  const saveFailure = adminFormErrorMessage(
    save.error,
    isEdit ? FORM_MESSAGES.updateAssociationFailed : FORM_MESSAGES.createAssociationFailed,
  );

  return (
    <Stack gap="md" data-testid={`admin-association-${isEdit ? 'edit' : 'create'}`}>
      <BackLink />
      <Group justify="space-between" align="center">
        <Title order={1}>{isEdit ? T.editTitle : T.createTitle}</Title>
        {current && (
          <ModerationButtons
            association={current}
            onModerate={moderation.onModerate}
            isPending={moderation.isModerating}
          />
        )}
      </Group>
      {current && <ReviewDocuments association={current} />}
      {current && (
        <TaxEligibilityReview
          association={current}
          onReview={moderation.onReview}
          isPending={moderation.isReviewing}
        />
      )}
      <AssociationEditor
        association={association}
        sections={ADMIN_ASSOCIATION_SECTIONS}
        only={isEdit ? undefined : CREATE_FIELDS}
        texts={{
          labels: T.fields,
          submit: isEdit ? ADMIN_TEXTS.actions.save : ADMIN_TEXTS.actions.create,
        }}
        canSave={canSaveAssociation}
        onSubmit={submit}
        isSaving={save.isPending}
        label={isEdit ? T.editTitle : T.createTitle}
        header={
          <Text size="sm" c="dimmed">
            {T.requiredHint}
          </Text>
        }
        footer={<FailureAlert failure={moderation.failure ?? saveFailure} />}
      />
    </Stack>
  );
}

export function AssociationCreatePage() {
  return <AssociationFormScreen association={null} />;
}

export function AssociationEditPage() {
  const { associationId } = useParams();
  const { data, error, isLoading, reload } = useAdminAssociation(associationId);
  if (isLoading && !data) return <PageLoading lines={8} />;
  if (!data)
    return (
      <Stack gap="md">
        <BackLink />
        <PageError
          error={error}
          message={LOADING_MESSAGES.association}
          notFoundMessage={LOADING_MESSAGES.associationNotFound}
          onRetry={reload}
        />
      </Stack>
    );
  return <AssociationFormScreen key={data.id} association={data} />;
}
