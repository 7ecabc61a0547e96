import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_LABELS,
  VALIDATION_MESSAGES,
  defaultCampaignEndDate,
  endOfDayIso,
  isBlank,
  parseTargetAmount,
  toDateInputValue,
  type Campaign,
  type FieldIssue,
  type ManagerCampaignUpdateInput,
  CAMPAIGN_FORM_TEXTS,
  MONEY_RULE_MESSAGES,
} from 'shared-contracts';
import {
  AmountInput,
  RewardEditor,
  RichTextEditor,
  hasRewardProblems,
  rewardDrafts,
  rewardInputs,
  type RewardDraft,
} from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';
import { CoverImageField } from './CoverImageField';

interface Values {
  title: string;
  description: string;
  story: string;
  target: number | string;
  endDate: string;
  imageUrl: string;
  rewards: RewardDraft[];
  status: string;
}

function initialValues(campaign: Campaign | null): Values {
  if (!campaign)
    return {
      title: '',
      description: '',
      story: '',
      target: '',
      endDate: toDateInputValue(defaultCampaignEndDate()),
      imageUrl: '',
      rewards: [],
      status: 'draft',
    };
  return {
    title: campaign.title,
    description: campaign.description,
    story: campaign.story ?? '',
    target: campaign.target_amount ?? '',
    endDate: toDateInputValue(campaign.end_date),
    imageUrl: campaign.image_url ?? '',
    rewards: rewardDrafts(campaign.rewards),
    status: campaign.status,
  };
}

type Errors = Partial<Record<'title' | 'description' | 'story' | 'target', string>>;

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (isBlank(values.title)) errors.title = VALIDATION_MESSAGES.required;
  if (isBlank(values.description)) errors.description = VALIDATION_MESSAGES.required;
  if (isBlank(values.story)) errors.story = VALIDATION_MESSAGES.required;
  if (!isBlank(values.target) && parseTargetAmount(String(values.target)) === null)
    errors.target = VALIDATION_MESSAGES.invalidNumber;
  return errors;
}

/**
 * What the form sends. A target left empty (or 0, the spec's new-form default) means continuous
 * funding: a 0 € goal would read as funded at once. An end date left empty on create is 30 days
 * ahead (spec section 5); on edit it means no end date.
 */
function toInput(
  values: Values,
  isEdit: boolean,
  termsFrozen: boolean,
): ManagerCampaignUpdateInput {
  const target = parseTargetAmount(String(values.target));
  const input: ManagerCampaignUpdateInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    story: values.story,
    image_url: values.imageUrl || null,
    target_amount: target && target > 0 ? target : null,
    end_date: endOfDayIso(values.endDate) ?? (isEdit ? null : defaultCampaignEndDate()),
    rewards: rewardInputs(values.rewards),
    ...(isEdit ? { status: values.status as ManagerCampaignUpdateInput['status'] } : {}),
  };
  // Frozen terms are shown, not sent: the server keeps them as they are.
  if (termsFrozen) {
    delete input.target_amount;
    delete input.end_date;
  }
  return input;
}

/**
 * Once a campaign has received money its target and end date are frozen for its manager
 * (campaign-terms.ts in the API): the fields say so before any save instead of after it.
 */
function hasReceivedMoney(campaign: Campaign | null): boolean {
  return Boolean(
    campaign && ((campaign.total_backers ?? 0) > 0 || (campaign.raised_amount ?? 0) > 0),
  );
}

export interface CampaignFormProps {
  /** The campaign edited; null on create (no status field then, spec section 4). */
  campaign: Campaign | null;
  /** A pending association: drafts only, and the form says so. */
  isAssociationPending: boolean;
  onSubmit: (input: ManagerCampaignUpdateInput) => Promise<unknown>;
  isSaving: boolean;
  serverIssues?: FieldIssue[];
  onCancel: () => void;
}

export function CampaignForm({
  campaign,
  isAssociationPending,
  onSubmit,
  isSaving,
  serverIssues = [],
  onCancel,
}: CampaignFormProps) {
  const isEdit = campaign !== null;
  const termsFrozen = hasReceivedMoney(campaign);
  const [values, setValues] = useState(() => initialValues(campaign));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const issues = Object.fromEntries(serverIssues.map((issue) => [issue.path, issue.message]));
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || hasRewardProblems(values.rewards)) return;
    await onSubmit(toInput(values, isEdit, termsFrozen));
  }

  const hasProblems =
    submitted && (Object.values(errors).some(Boolean) || hasRewardProblems(values.rewards));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {isAssociationPending && (
          <Alert color="yellow" variant="light">
            {MANAGER_TEXTS.pendingAssociationNotice}
          </Alert>
        )}
        <TextInput
          label={MANAGER_TEXTS.title}
          required
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title ?? issues.title}
        />
        <Textarea
          label={MANAGER_TEXTS.shortDescription}
          required
          autosize
          minRows={2}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description ?? issues.description}
        />
        <RichTextEditor
          label={MANAGER_TEXTS.story}
          required
          value={values.story}
          onChange={(html) => set('story', html)}
          error={errors.story ?? issues.story}
        />
        <SimpleGrid cols={{ base: 1, sm: isEdit ? 3 : 2 }} spacing="sm">
          <AmountInput
            label={MANAGER_TEXTS.target}
            description={termsFrozen ? MONEY_RULE_MESSAGES.targetFrozen : MANAGER_TEXTS.targetHint}
            disabled={termsFrozen}
            min={0}
            value={values.target}
            onChange={(value) => set('target', value)}
            error={errors.target ?? issues.target_amount}
          />
          <TextInput
            type="date"
            label={MANAGER_TEXTS.endDate}
            description={
              termsFrozen
                ? MONEY_RULE_MESSAGES.endDateFrozen
                : isEdit
                  ? CAMPAIGN_FORM_TEXTS.endDateHintOnEdit
                  : CAMPAIGN_FORM_TEXTS.endDateHintOnCreate
            }
            disabled={termsFrozen}
            value={values.endDate}
            onChange={(event) => set('endDate', event.currentTarget.value)}
            error={issues.end_date}
          />
          {isEdit && (
            <NativeSelect
              label={MANAGER_TEXTS.status}
              value={values.status}
              onChange={(event) => set('status', event.currentTarget.value)}
              data={[
                ...CAMPAIGN_STATUSES.map((status) => ({
                  value: status,
                  label: CAMPAIGN_STATUS_LABELS[status],
                })),
                ...((CAMPAIGN_STATUSES as readonly string[]).includes(values.status)
                  ? []
                  : [{ value: values.status, label: values.status }]),
              ]}
              error={issues.status}
            />
          )}
        </SimpleGrid>
        <CoverImageField value={values.imageUrl} onChange={(url) => set('imageUrl', url)} />
        <RewardEditor
          value={values.rewards}
          onChange={(rewards) => set('rewards', rewards)}
          showErrors={submitted}
        />
        {hasProblems && (
          <Alert color="red" variant="light" role="alert">
            {MANAGER_TEXTS.fixErrors}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {MANAGER_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {isEdit ? MANAGER_TEXTS.saveCampaign : MANAGER_TEXTS.createCampaign}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
