import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  FORM_MESSAGES,
  LOADING_MESSAGES,
  adminFormErrorMessage,
  statusOf,
  ROUTES,
} from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';
import { campaignInput } from '../hooks/campaign-input';
import { useSaveCampaign } from '../hooks/use-campaign-actions';
import { useCampaignFormData, type CampaignFormData } from '../hooks/use-campaign-form-data';
import { CampaignForm, type CampaignFormValues } from './CampaignForm';

const T = ADMIN_TEXTS.campaignForm;
const LIST = ROUTES.admin.href({ tab: 'campaigns' });

function CampaignFormScreen({ associations, campaign }: CampaignFormData) {
  const navigate = useNavigate();
  const save = useSaveCampaign(campaign?.id);
  const submit = async (values: CampaignFormValues) => {
    const saved = await save.run(campaignInput(values, campaign));
    if (saved) navigate(LIST);
  };
  const failure = save.error
    ? adminFormErrorMessage(
        save.error,
        campaign ? FORM_MESSAGES.updateCampaignFailed : FORM_MESSAGES.createCampaignFailed,
      )
    : null;
  return (
    <CampaignForm
      campaign={campaign}
      associations={associations}
      onSubmit={submit}
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
        message={
          statusOf(error) === 404 ? LOADING_MESSAGES.campaignNotFound : LOADING_MESSAGES.campaign
        }
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
    </Stack>
  );
}

export function CampaignCreatePage() {
  return <CampaignFormPage mode="create" />;
}

export function CampaignEditPage() {
  return <CampaignFormPage mode="edit" />;
}
