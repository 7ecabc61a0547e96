import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LOADING_MESSAGES, failureCode, isApiError, ROUTES } from 'shared-contracts';
import { PUBLICATION_TEXTS } from 'shared-contracts/src/campaign/campaign-publication.texts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { CampaignEditor } from 'shared-ui/editors';
import { MANAGER_TEXTS } from '../../../config/texts';
import { useCampaignFormData } from '../hooks/use-campaign-form-data';
import { useSaveCampaign } from '../hooks/use-save-campaign';
import { CoverImageField } from './CoverImageField';

// Actualités (issue 30): its own chunk, under the edit form of a saved campaign.
const CampaignNewsPanel = lazy(() => import('./CampaignNewsPanel'));
// 'Intégrer à votre site' (issue 30 item 3): the embeds' snippets and preview, its own chunk.
const CampaignEmbedPanel = lazy(() => import('./CampaignEmbedPanel'));
// 'Contreparties à envoyer' (issue 30 item 7): only for a campaign with a posted reward.
const RewardDeliveriesPanel = lazy(() => import('./RewardDeliveriesPanel'));

/** /dashboard/campaigns/create and /dashboard/campaigns/:campaignId/edit. */
export function CampaignFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { campaignId } = useParams();
  const id = mode === 'edit' ? campaignId : undefined;
  const navigate = useNavigate();
  const { data, error, isLoading, reload } = useCampaignFormData(id);
  const save = useSaveCampaign(id);
  const back = () => navigate(ROUTES.dashboard.href({ tab: 'campaigns' }));

  let body;
  if (data === undefined && isLoading) body = <PageLoading lines={10} />;
  else if (data === undefined && failureCode(error) === 'not_found')
    body = (
      <PageEmpty
        title={LOADING_MESSAGES.campaignNotFound}
        action={
          <Button component={Link} to={ROUTES.dashboard.href({ tab: 'campaigns' })} variant="light">
            {MANAGER_TEXTS.backToDashboard}
          </Button>
        }
      />
    );
  else if (data === undefined) body = <PageError error={error} onRetry={reload} />;
  else
    body = (
      <CampaignEditor
        key={data.campaign?.id ?? 'new'}
        campaign={data.campaign}
        requireStory
        texts={{
          submit: data.campaign ? MANAGER_TEXTS.saveCampaign : MANAGER_TEXTS.createCampaign,
          targetHint: MANAGER_TEXTS.targetHint,
          cancel: MANAGER_TEXTS.cancel,
          fixErrors: MANAGER_TEXTS.fixErrors,
        }}
        cover={({ value, onChange }) => <CoverImageField value={value} onChange={onChange} />}
        notice={
          <>
            {data.association?.status === 'pending' && (
              <Alert color="yellow" variant="light">
                {MANAGER_TEXTS.pendingAssociationNotice}
              </Alert>
            )}
            {/* A new campaign is a draft (POST /dashboard/campaigns): said before it is made. */}
            {!data.campaign && (
              <Alert color="blue" variant="light" data-testid="create-as-draft">
                {PUBLICATION_TEXTS.createAsDraft}
              </Alert>
            )}
          </>
        }
        isSaving={save.isPending}
        serverIssues={isApiError(save.error) ? save.error.fieldIssues : []}
        onCancel={back}
        onSubmit={async (input) => {
          if (await save.run(input)) back();
        }}
      />
    );

  return (
    <Stack gap="md" data-testid={`manager-campaign-${mode}`}>
      <Anchor component={Link} to={ROUTES.dashboard.href({ tab: 'campaigns' })} size="sm">
        ← {MANAGER_TEXTS.backToDashboard}
      </Anchor>
      <Title order={1}>
        {mode === 'create' ? MANAGER_TEXTS.createCampaignTitle : MANAGER_TEXTS.editCampaignTitle}
      </Title>
      {body}
      {data?.campaign && (
        <Suspense fallback={<PageLoading lines={4} />}>
          <CampaignNewsPanel
            campaignId={data.campaign.id}
            isDraft={data.campaign.status === 'draft'}
          />
        </Suspense>
      )}
      {data?.campaign?.rewards.some((reward) => reward.needs_shipping) && (
        <Suspense fallback={<PageLoading lines={4} />}>
          <RewardDeliveriesPanel campaignId={data.campaign.id} />
        </Suspense>
      )}
      {data?.campaign && (
        <Suspense fallback={<PageLoading lines={4} />}>
          <CampaignEmbedPanel
            slug={data.campaign.slug}
            title={data.campaign.title}
            isDraft={data.campaign.status === 'draft'}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The routes' two pages (the routes table names them). */
export const CampaignCreatePage = () => <CampaignFormPage mode="create" />;
export const CampaignEditPage = () => <CampaignFormPage mode="edit" />;
