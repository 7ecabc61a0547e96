import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  CAMPAIGN_FORM_TEXTS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_LABELS,
  toDateInputValue,
  type CampaignEditRules,
} from 'shared-contracts';
import type { FormFields } from '../../hooks/use-form-fields';
import { AmountInput } from '../AmountInput/AmountInput';
import { lockedReason, type CampaignEditorValues } from './campaign-editor-values';

const T = CAMPAIGN_FORM_TEXTS;

export interface CampaignTermsFieldsProps {
  form: FormFields<CampaignEditorValues>;
  /** What the server lets change (null on create: everything). */
  rules: CampaignEditRules | null;
  isEdit: boolean;
  showStatus: boolean;
  /** The target's hint while it may change (each role words it its own way). */
  targetHint: string;
}

/** The statuses offered: the allowed ones, and the current one even when unknown (shown raw). */
function statusOptions(rules: CampaignEditRules | null, current: string) {
  const allowed: readonly string[] = rules?.allowed_statuses ?? CAMPAIGN_STATUSES;
  const values = allowed.includes(current) ? allowed : [...allowed, current];
  return values.map((value) => ({
    value,
    label: CAMPAIGN_STATUS_LABELS[value as keyof typeof CAMPAIGN_STATUS_LABELS] ?? value,
  }));
}

/**
 * The terms donors give under: target, end date, status. A field the server locks is shown
 * disabled with the server's reason; an end date that may only move later cannot be picked
 * earlier than the server's earliest date.
 */
export function CampaignTermsFields({
  form,
  rules,
  isEdit,
  showStatus,
  targetHint,
}: CampaignTermsFieldsProps) {
  const targetLocked = lockedReason(rules, 'target_amount');
  const endDateLocked = lockedReason(rules, 'end_date');
  const statusLocked = lockedReason(rules, 'status');
  const earliest = rules?.earliest_end_date;
  const endDateHint = isEdit ? T.endDateHintOnEdit : T.endDateHintOnCreate;
  return (
    <SimpleGrid cols={{ base: 1, sm: showStatus ? 3 : 2 }} spacing="sm">
      <AmountInput
        label={T.target}
        description={targetLocked ?? targetHint}
        disabled={Boolean(targetLocked)}
        min={0}
        {...form.field('target_amount')}
      />
      <TextInput
        type="date"
        name="end_date"
        label={T.endDate}
        description={endDateLocked ?? earliest?.reason ?? endDateHint}
        disabled={Boolean(endDateLocked)}
        min={earliest ? toDateInputValue(earliest.date) : undefined}
        {...form.field('end_date')}
      />
      {showStatus && (
        <NativeSelect
          label={T.status}
          name="status"
          description={statusLocked}
          disabled={Boolean(statusLocked)}
          data={statusOptions(rules, form.values.status)}
          {...form.field('status')}
        />
      )}
    </SimpleGrid>
  );
}
