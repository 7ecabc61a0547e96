import { Anchor, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  FORM_MESSAGES,
  LOADING_MESSAGES,
  adminFormErrorMessage,
  ROUTES,
  type CampaignCreateInput,
} from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { CampaignEditor } from 'shared-ui/editors';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useSaveCampaign } from '../hooks/use-campaign-actions';
import { useCampaignFormData, type CampaignFormData } from '../hooks/use-campaign-form-data';

// Moderation of the campaign's Actualités (issue 30): its own chunk, under the edit form.
const CampaignNewsModeration = lazy(() => import('./CampaignNewsModeration'));

const T = ADMIN_TEXTS.campaignForm;
const LIST = ROUTES.admin.href({ tab: 'campaigns' });

/** The shared editor as the super admin uses it: any approved association, status on create. */
function CampaignFormScreen({ associations, campaign }: CampaignFormData) {
  const navigate = useNavigate();
  const save = useSaveCampaign(campaign?.id);
  const failure = adminFormErrorMessage(
    save.error,
    campaign ? FORM_MESSAGES.updateCampaignFailed : FORM_MESSAGES.createCampaignFailed,
  );
  return (
    <CampaignEditor
      campaign={campaign}
      associations={associations}
      statusOnCreate
      waitForRequired
      label={campaign ? T.editTitle : T.createTitle}
      texts={{
        submit: campaign ? ADMIN_TEXTS.actions.save : ADMIN_TEXTS.actions.create,
        targetHint: T.targetHint,
      }}
      onSubmit={async (input) => {
        // The editor sends the whole input on create, the changed fields on edit.
        if (await save.run(input as CampaignCreateInput)) navigate(LIST);
      }}
      isSaving={save.isPending}
      failure={failure}
    />
  );
}

/** /admin/campaigns/create and /admin/campaigns/:campaignId/edit. */
function CampaignFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { campaignId } = useParams();
  const { data, error, isLoading, reload } = useCampaignFormData(
    mode === 'edit' ? campaignId : undefined,
  );
  let body;
  if (isLoading && !data) body = <PageLoading lines={8} />;
  else if (!data)
    body = (
      <PageError
        error={error}
        message={LOADING_MESSAGES.campaign}
        notFoundMessage={LOADING_MESSAGES.campaignNotFound}
        onRetry={reload}
      />
    );
  else if (mode === 'create' && data.associations.length === 0)
    body = (
      <PageEmpty
        title={FORM_MESSAGES.noApprovedAssociation}
        description={FORM_MESSAGES.approveAssociationFirst}
      />
    );
  else body = <CampaignFormScreen key={data.campaign?.id ?? 'new'} {...data} />;
  return (
    <Stack gap="md" data-testid={`admin-campaign-${mode}`}>
      <Anchor component={Link} to={LIST} size="sm">
        {T.backToList}
      </Anchor>
      <Title order={1}>{mode === 'create' ? T.createTitle : T.editTitle}</Title>
      {body}
      {data?.campaign && (
        <Suspense fallback={<PageLoading lines={3} />}>
          <CampaignNewsModeration campaignId={data.campaign.id} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The routes' two pages (the routes table names them). */
export const CampaignCreatePage = () => <CampaignFormPage mode="create" />;
export const CampaignEditPage = () => <CampaignFormPage mode="edit" />;
