import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CAMPAIGN_FORM_TEXTS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_LABELS,
  DEFAULT_CAMPAIGN_STATUS,
  FORM_MESSAGES,
  isBlank,
  toDateInputValue,
  validateCampaignAssociation,
  type Association,
  type Campaign,
} from 'shared-contracts';
import {
  AmountInput,
  RewardEditor,
  RichTextEditor,
  hasRewardProblems,
  rewardDrafts,
} from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';
import type { CampaignFormValues } from '../hooks/campaign-input';
import { FailureAlert } from '../../../components/FailureAlert';

export type { CampaignFormValues };

const T = ADMIN_TEXTS.campaignForm;

/** The form's starting values: the campaign's, or empty ones for a new campaign. */
export function campaignFormValues(campaign: Campaign | null): CampaignFormValues {
  return {
    title: campaign?.title ?? '',
    description: campaign?.description ?? '',
    story: campaign?.story ?? '',
    association_id: campaign?.association_id ?? '',
    image_url: campaign?.image_url ?? '',
    target_amount: campaign?.target_amount ?? '',
    end_date: toDateInputValue(campaign?.end_date),
    status: campaign?.status ?? DEFAULT_CAMPAIGN_STATUS,
    rewards: rewardDrafts(campaign?.rewards),
  };
}

export interface CampaignFormProps {
  campaign: Campaign | null;
  /** Approved associations only (spec section 4). */
  associations: Association[];
  onSubmit: (values: CampaignFormValues) => void;
  isSaving: boolean;
  /** The failure text of the last save (spec section 8). */
  failure?: string | null;
}

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((value) => ({
  value,
  label: CAMPAIGN_STATUS_LABELS[value],
}));

/** Admin campaign form: title and short description enable the button; association required. */
export function CampaignForm({
  campaign,
  associations,
  onSubmit,
  isSaving,
  failure,
}: CampaignFormProps) {
  const [values, setValues] = useState(() => campaignFormValues(campaign));
  const [associationError, setAssociationError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const options = associations.map((association) => ({
    value: association.id,
    label: association.name,
  }));
  // A campaign whose association is no longer approved still shows it rather than a blank.
  if (campaign && !options.some((option) => option.value === campaign.association_id))
    options.unshift({ value: campaign.association_id, label: campaign.association_name });
  const canSubmit = !isBlank(values.title) && !isBlank(values.description);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const missingAssociation = validateCampaignAssociation(values.association_id);
    setAssociationError(missingAssociation);
    if (missingAssociation || hasRewardProblems(values.rewards)) return;
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={campaign ? T.editTitle : T.createTitle}>
      <Stack gap="lg">
        <TextInput
          label={T.title}
          name="title"
          required
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <Textarea
          label={T.description}
          name="description"
          required
          autosize
          minRows={2}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <NativeSelect
          label={T.association}
          name="association_id"
          required
          data={[
            {
              value: '',
              label:
                options.length > 0 ? T.associationPlaceholder : FORM_MESSAGES.noApprovedAssociation,
              disabled: true,
            },
            ...options,
          ]}
          value={values.association_id}
          error={associationError}
          onChange={(event) => {
            const { value } = event.currentTarget;
            set('association_id', value);
            if (value) setAssociationError(null);
          }}
        />
        <RichTextEditor
          label={T.story}
          required
          value={values.story}
          onChange={(html) => set('story', html)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AmountInput
            label={T.target}
            description={T.targetHint}
            min={0}
            value={values.target_amount}
            onChange={(value) => set('target_amount', value)}
          />
          <TextInput
            label={T.endDate}
            name="end_date"
            description={
              campaign
                ? CAMPAIGN_FORM_TEXTS.endDateHintOnEdit
                : CAMPAIGN_FORM_TEXTS.endDateHintOnCreate
            }
            type="date"
            value={values.end_date}
            onChange={(event) => set('end_date', event.currentTarget.value)}
          />
          <NativeSelect
            label={T.status}
            name="status"
            data={STATUS_OPTIONS}
            value={values.status}
            onChange={(event) => set('status', event.currentTarget.value)}
          />
          <TextInput
            label={T.imageUrl}
            name="image_url"
            value={values.image_url}
            onChange={(event) => set('image_url', event.currentTarget.value)}
          />
        </SimpleGrid>
        <RewardEditor
          value={values.rewards}
          onChange={(rewards) => set('rewards', rewards)}
          showErrors={submitted}
        />
        <FailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} disabled={!canSubmit}>
            {campaign ? ADMIN_TEXTS.actions.save : ADMIN_TEXTS.actions.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
