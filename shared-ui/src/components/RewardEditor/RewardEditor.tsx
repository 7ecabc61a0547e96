import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { REWARD_MIN_AMOUNT, TAX_REWARD_FORM_TEXTS, rewardRowProblem } from 'shared-contracts';
import { REWARD_STOCK_TEXTS } from 'shared-contracts/src/reward/reward-stock';
import { REWARD_EDITOR_TEXTS } from '../../config/editor-texts';
import { AmountInput } from '../AmountInput/AmountInput';
import { newRewardDraft, type RewardDraft } from './reward-drafts';

export interface RewardEditorProps {
  /** The rows, in the order donors will see them. */
  value: RewardDraft[];
  onChange: (rewards: RewardDraft[]) => void;
  /** Shows each row's problem (missing title, amount under 1 €); set once the form was submitted. */
  showErrors?: boolean;
  disabled?: boolean;
}

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

/** A 16 px line icon drawn in the text's colour, hidden from screen readers. */
function LineIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d={path} />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <LineIcon path={direction === 'up' ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
  );
}

function TrashIcon() {
  return <LineIcon path="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
}

/**
 * The rewards of a campaign (spec sections 3, 5 and 9): add, remove and reorder rows; a new row
 * starts at amount 0 with includes_previous ticked. Shared by the manager and admin forms.
 */
export function RewardEditor({
  value,
  onChange,
  showErrors = false,
  disabled = false,
}: RewardEditorProps) {
  const update = (index: number, patch: Partial<RewardDraft>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    next.splice(index + offset, 0, row);
    onChange(next);
  };

  return (
    <Fieldset legend={REWARD_EDITOR_TEXTS.legend} disabled={disabled}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {REWARD_EDITOR_TEXTS.hint}
        </Text>
        {value.length === 0 && <Text size="sm">{REWARD_EDITOR_TEXTS.none}</Text>}
        {value.map((row, index) => {
          const n = index + 1;
          const problem = showErrors ? rewardRowProblem(row) : null;
          return (
            <Stack
              key={row.key}
              gap="xs"
              p="sm"
              role="group"
              aria-label={REWARD_EDITOR_TEXTS.reward(n)}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {REWARD_EDITOR_TEXTS.reward(n)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={REWARD_EDITOR_TEXTS.moveUp(n)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowIcon direction="up" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={REWARD_EDITOR_TEXTS.moveDown(n)}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowIcon direction="down" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={REWARD_EDITOR_TEXTS.remove(n)}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              </Group>
              <Group grow align="flex-start" wrap="wrap" gap="sm">
                <AmountInput
                  label={REWARD_EDITOR_TEXTS.amount}
                  min={REWARD_MIN_AMOUNT}
                  value={row.amount}
                  onChange={(amount) => update(index, { amount })}
                  error={problem?.field === 'amount' ? problem.message : undefined}
                  miw={140}
                />
                <TextInput
                  label={REWARD_EDITOR_TEXTS.title}
                  value={row.title}
                  onChange={(event) => update(index, { title: event.currentTarget.value })}
                  error={problem?.field === 'title' ? problem.message : undefined}
                  miw={200}
                />
              </Group>
              <AmountInput
                label={REWARD_EDITOR_TEXTS.value}
                description={REWARD_EDITOR_TEXTS.valueHint}
                min={0}
                disabled={row.no_market_value}
                value={row.no_market_value ? 0 : row.value}
                onChange={(value) => update(index, { value })}
                error={problem?.field === 'value' ? problem.message : undefined}
                maw={320}
              />
              <Checkbox
                label={TAX_REWARD_FORM_TEXTS.noMarketValue}
                checked={row.no_market_value}
                onChange={(event) =>
                  update(index, {
                    no_market_value: event.currentTarget.checked,
                    ...(event.currentTarget.checked ? { value: 0 } : { value: '' }),
                  })
                }
              />
              <TextInput
                label={REWARD_STOCK_TEXTS.quantityLabel}
                description={
                  row.remaining !== undefined && row.remaining !== null
                    ? `${REWARD_STOCK_TEXTS.quantityHint} ${REWARD_STOCK_TEXTS.remainingNow(row.remaining)}`
                    : REWARD_STOCK_TEXTS.quantityHint
                }
                inputMode="numeric"
                autoComplete="off"
                value={String(row.quantity)}
                onChange={(event) =>
                  update(index, { quantity: quantityOfText(event.currentTarget.value) })
                }
                maw={320}
              />
              <Checkbox
                label={REWARD_STOCK_TEXTS.needsShippingLabel}
                checked={row.needs_shipping}
                onChange={(event) => update(index, { needs_shipping: event.currentTarget.checked })}
              />
              <Textarea
                label={REWARD_EDITOR_TEXTS.description}
                autosize
                minRows={2}
                value={row.description}
                onChange={(event) => update(index, { description: event.currentTarget.value })}
              />
              <Checkbox
                label={REWARD_EDITOR_TEXTS.includesPrevious}
                checked={row.includes_previous}
                onChange={(event) =>
                  update(index, { includes_previous: event.currentTarget.checked })
                }
              />
            </Stack>
          );
        })}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => onChange([...value, newRewardDraft()])}
        >
          {REWARD_EDITOR_TEXTS.add}
        </Button>
      </Stack>
    </Fieldset>
  );
}
