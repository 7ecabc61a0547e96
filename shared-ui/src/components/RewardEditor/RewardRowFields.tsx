import { Checkbox, Group, TextInput, Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { REWARD_MIN_AMOUNT, TAX_REWARD_FORM_TEXTS, type RewardRowProblem } from 'shared-contracts';
import { REWARD_STOCK_TEXTS } from 'shared-contracts/src/reward/reward-stock';
import { REWARD_EDITOR_TEXTS as T } from '../../config/editor-texts';
import { AmountInput } from '../AmountInput/AmountInput';
import type { RewardDraft } from './reward-drafts';

/** Most units a reward may have (the server's rule in campaign.schema.ts). */
const QUANTITY_MAX = 100_000;

/**
 * A quantity as typed in its text field: digits only, '' for no limit, at most QUANTITY_MAX.
 * A text field, not Mantine's NumberInput: that one (with react-number-format, about 8 KB gzip)
 * would join the shared Mantine copy every first visit loads (docs/decisions/0001).
 */
function quantityOfText(text: string): number | '' {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? '' : Math.min(Number(digits), QUANTITY_MAX);
}

type TextField = 'amount' | 'title' | 'value' | 'description';
type TickField = 'needs_shipping' | 'includes_previous';

export interface RewardRowFieldsProps {
  row: RewardDraft;
  /** The row's problem, once the form was submitted: shown under the field it names. */
  problem: RewardRowProblem | null;
  onPatch: (patch: Partial<RewardDraft>) => void;
}

/** The fields of one reward row: amount, title, value, quantity, posting, description. */
export function RewardRowFields({ row, problem, onPatch }: RewardRowFieldsProps) {
  // One line a field: its value, its change and the row's problem when it names this field.
  const field = (name: TextField) => ({
    value: row[name],
    onChange: (next: string | number | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onPatch({ [name]: typeof next === 'object' ? next.currentTarget.value : next }),
    error: problem?.field === name ? problem.message : undefined,
  });
  const tick = (name: TickField) => ({
    checked: row[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onPatch({ [name]: event.currentTarget.checked }),
  });
  const quantityHint =
    row.remaining !== undefined && row.remaining !== null
      ? `${REWARD_STOCK_TEXTS.quantityHint} ${REWARD_STOCK_TEXTS.remainingNow(row.remaining)}`
      : REWARD_STOCK_TEXTS.quantityHint;
  return (
    <>
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <AmountInput label={T.amount} min={REWARD_MIN_AMOUNT} {...field('amount')} miw={140} />
        <TextInput label={T.title} {...field('title')} miw={200} />
      </Group>
      <AmountInput
        label={T.value}
        description={T.valueHint}
        min={0}
        disabled={row.no_market_value}
        {...field('value')}
        value={row.no_market_value ? 0 : row.value}
        maw={320}
      />
      <Checkbox
        label={TAX_REWARD_FORM_TEXTS.noMarketValue}
        checked={row.no_market_value}
        onChange={(event) =>
          onPatch({
            no_market_value: event.currentTarget.checked,
            ...(event.currentTarget.checked ? { value: 0 } : { value: '' }),
          })
        }
      />
      <TextInput
        label={REWARD_STOCK_TEXTS.quantityLabel}
        description={quantityHint}
        inputMode="numeric"
        autoComplete="off"
        value={String(row.quantity)}
        onChange={(event) => onPatch({ quantity: quantityOfText(event.currentTarget.value) })}
        maw={320}
      />
      <Checkbox label={REWARD_STOCK_TEXTS.needsShippingLabel} {...tick('needs_shipping')} />
      <Textarea label={T.description} autosize minRows={2} {...field('description')} />
      <Checkbox label={T.includesPrevious} {...tick('includes_previous')} />
    </>
  );
}
