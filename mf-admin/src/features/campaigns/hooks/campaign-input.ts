import {
  defaultCampaignEndDate,
  endOfDayIso,
  parseTargetAmount,
  toDateInputValue,
  type Campaign,
  type CampaignCreateInput,
  type CampaignStatus,
} from 'shared-contracts';
import { rewardInputs, type RewardDraft } from 'shared-ui';

/** The campaign form as typed. */
export interface CampaignFormValues {
  /** target_amount: '' means continuous funding; end_date: 'yyyy-mm-dd' or ''. */
  title: string;
  description: string;
  story: string;
  association_id: string;
  image_url: string;
  target_amount: number | string;
  end_date: string;
  status: string;
  rewards: RewardDraft[];
}

/**
 * What the form sends. On create an empty end date becomes 30 days ahead (spec section 5). On
 * edit, the target, the end date and the association go only when changed: they freeze once
 * money has come in, and resending them unchanged must not read as a change.
 */
export function campaignInput(
  values: CampaignFormValues,
  campaign: Campaign | null,
): CampaignCreateInput {
  const base = {
    title: values.title.trim(),
    description: values.description.trim(),
    story: values.story,
    image_url: values.image_url.trim() || null,
    status: values.status as CampaignStatus,
    rewards: rewardInputs(values.rewards),
  };
  const target = parseTargetAmount(values.target_amount);
  if (!campaign) {
    return {
      ...base,
      association_id: values.association_id,
      target_amount: target,
      end_date: endOfDayIso(values.end_date) ?? defaultCampaignEndDate(),
    };
  }
  const input: Partial<CampaignCreateInput> = { ...base };
  if (values.association_id !== campaign.association_id)
    input.association_id = values.association_id;
  if (target !== campaign.target_amount) input.target_amount = target;
  if (values.end_date !== toDateInputValue(campaign.end_date))
    input.end_date = endOfDayIso(values.end_date);
  return input as CampaignCreateInput;
}
