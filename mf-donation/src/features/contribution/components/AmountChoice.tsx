import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PRESET_AMOUNTS, formatEuros } from 'shared-contracts';
import { DIALOG_TEXTS } from '../../../config/texts';
import { ChoiceCard } from './ChoiceCard';

export interface AmountChoiceProps {
  /** The preset chosen, or null when the amount is typed (or nothing is chosen yet). */
  preset: number | null;
  /** The custom amount as typed ('12,50'). */
  customText: string;
  onPresetChange: (amount: number) => void;
  onCustomTextChange: (text: string) => void;
  /** The amount rule's message, shown beside what the donor used last. */
  error?: string;
  /** 'soit X € après réduction d'impôt' for an amount, when a receipt is asked for. */
  afterReduction?: ((amount: number) => string) | null;
  /** The typed amount once valid, for its reduction line. */
  customAmount?: number | null;
}

const GROUP_NAME = 'contribution-amount';

/**
 * The six presets as one radio group (arrow keys move and choose, the choice is announced),
 * then a custom amount typed the French way. Typing clears the preset, choosing one clears
 * the text: one amount at a time.
 */
export function AmountChoice({
  preset,
  customText,
  onPresetChange,
  onCustomTextChange,
  error,
  afterReduction = null,
  customAmount = null,
}: AmountChoiceProps) {
  const isTyped = customText.trim() !== '';
  // One tab stop for the group, as for native radios: the chosen card, else the first.
  const tabStop = preset ?? (isTyped ? null : PRESET_AMOUNTS[0].amount);
  return (
    <Stack gap="xs">
      <Radio.Group
        name={GROUP_NAME}
        label={DIALOG_TEXTS.amountLegend}
        value={preset === null ? '' : String(preset)}
        onChange={(value) => onPresetChange(Number(value))}
        error={!isTyped ? error : undefined}
        // Read by the dialog to focus the group's tab stop when the amount is missing.
        data-invalid={!isTyped && error ? true : undefined}
        withAsterisk
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
          {PRESET_AMOUNTS.map(({ amount, label }) => (
            <ChoiceCard
              key={amount}
              value={String(amount)}
              isTabStop={amount === tabStop}
              testId={`preset-${amount}`}
            >
              <Text fw={700} size="lg" ta="center">
                {formatEuros(amount)}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {label}
              </Text>
              {afterReduction && (
                <Text size="xs" c="teal.9" ta="center" data-testid={`after-reduction-${amount}`}>
                  {afterReduction(amount)}
                </Text>
              )}
            </ChoiceCard>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label={DIALOG_TEXTS.customAmountLabel}
        description={DIALOG_TEXTS.customAmountHint}
        inputMode="decimal"
        autoComplete="off"
        value={customText}
        onChange={(event) => onCustomTextChange(event.currentTarget.value)}
        error={isTyped ? error : undefined}
        rightSection={<Text c="dimmed">€</Text>}
      />
      {afterReduction && isTyped && customAmount !== null && (
        <Text size="sm" c="teal.9" data-testid="after-reduction-custom" aria-live="polite">
          {afterReduction(customAmount)}
        </Text>
      )}
    </Stack>
  );
}
