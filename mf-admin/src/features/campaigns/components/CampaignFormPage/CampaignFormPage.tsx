import { useParams } from 'react-router-dom';
import { FormPageFrame } from '../../../../components/FormPageFrame/FormPageFrame';
import { ADMIN_TEXTS } from '../../../../config/texts';

/** /admin/campaigns/create and /admin/campaigns/:campaignId/edit; the form comes later. */
export function CampaignCreatePage() {
  return (
    <FormPageFrame
      testId="admin-campaign-create"
      title={ADMIN_TEXTS.createCampaignTitle}
      backTab="campaigns"
    />
  );
}

export function CampaignEditPage() {
  const { campaignId } = useParams();
  return (
    <FormPageFrame
      testId="admin-campaign-edit"
      title={ADMIN_TEXTS.editCampaignTitle}
      recordId={campaignId}
      backTab="campaigns"
    />
  );
}
