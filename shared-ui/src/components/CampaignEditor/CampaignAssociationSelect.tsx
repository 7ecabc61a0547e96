import { NativeSelect } from '@mantine/core';
import { CAMPAIGN_FORM_TEXTS, FORM_MESSAGES, type Campaign } from 'shared-contracts';
import type { FieldBinding } from '../../hooks/use-form-fields';

/** An association the editor may give the campaign to. */
export interface CampaignAssociationOption {
  id: string;
  name: string;
}

export interface CampaignAssociationSelectProps {
  binding: FieldBinding<string>;
  /** Approved associations only (spec section 4). */
  associations: readonly CampaignAssociationOption[];
  campaign: Campaign | null;
  /** The server's reason when the campaign may no longer move (it received money). */
  lockedReason?: string;
}

/** The admin's choice of association; a campaign's own one stays listed once no longer approved. */
export function CampaignAssociationSelect({
  binding,
  associations,
  campaign,
  lockedReason,
}: CampaignAssociationSelectProps) {
  const options = associations.map(({ id, name }) => ({ value: id, label: name }));
  if (campaign && !options.some((option) => option.value === campaign.association_id))
    options.unshift({ value: campaign.association_id, label: campaign.association_name });
  const placeholder =
    options.length > 0
      ? CAMPAIGN_FORM_TEXTS.associationPlaceholder
      : FORM_MESSAGES.noApprovedAssociation;
  return (
    <NativeSelect
      label={CAMPAIGN_FORM_TEXTS.association}
      name="association_id"
      required
      description={lockedReason}
      disabled={Boolean(lockedReason)}
      data={[{ value: '', label: placeholder, disabled: true }, ...options]}
      {...binding}
    />
  );
}
