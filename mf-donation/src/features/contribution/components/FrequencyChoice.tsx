import { Radio, SimpleGrid, Text } from '@mantine/core';
import {
  FREQUENCY_LABELS,
  RECURRING_DIALOG_TEXTS,
  type GiftFrequency,
} from 'shared-contracts/src/recurring/recurring-dialog.texts';
import { ChoiceCard } from './ChoiceCard';

export interface FrequencyChoiceProps {
  /** The frequencies the campaign offers, in order ('once' first). */
  frequencies: readonly GiftFrequency[];
  /** The frequency chosen. */
  value: GiftFrequency;
  onChange: (frequency: GiftFrequency) => void;
}

const GROUP_NAME = 'contribution-frequency';

/**
 * 'Une fois', 'Tous les mois', 'Tous les ans' as one radio group, like the amounts. Shown on a
 * continuous campaign only: a goal campaign takes gifts once, and the dialog says nothing of
 * frequencies there.
 */
export function FrequencyChoice({ frequencies, value, onChange }: FrequencyChoiceProps) {
  if (frequencies.length < 2) return null;
  return (
    <Radio.Group
      name={GROUP_NAME}
      label={RECURRING_DIALOG_TEXTS.frequencyLegend}
      value={value}
      onChange={(next) => onChange(next as GiftFrequency)}
      data-testid="frequency-choice"
    >
      <SimpleGrid cols={3} spacing="xs" mt="xs">
        {frequencies.map((frequency) => (
          <ChoiceCard
            key={frequency}
            value={frequency}
            isTabStop={frequency === value}
            testId={`frequency-${frequency}`}
          >
            <Text fw={600} size="sm" ta="center">
              {FREQUENCY_LABELS[frequency]}
            </Text>
          </ChoiceCard>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
