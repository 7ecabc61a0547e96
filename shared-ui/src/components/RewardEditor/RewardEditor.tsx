import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { rewardRowProblem } from 'shared-contracts';
import { REWARD_EDITOR_TEXTS } from '../../config/editor-texts';
import { newRewardDraft, type RewardDraft } from './reward-drafts';
import { RewardRowFields } from './RewardRowFields';

export interface RewardEditorProps {
  /** The rows, in the order donors will see them. */
  value: RewardDraft[];
  onChange: (rewards: RewardDraft[]) => void;
  /** Shows each row's problem (missing title, amount under 1 €); set once the form was submitted. */
  showErrors?: boolean;
  disabled?: boolean;
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
              <RewardRowFields
                row={row}
                problem={showErrors ? rewardRowProblem(row) : null}
                onPatch={(patch) => update(index, patch)}
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
