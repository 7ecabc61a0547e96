import { Badge, Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  LOADING_MESSAGES,
  formatEuros,
  rewardBadge,
  rewardForDonation,
  type Reward,
} from 'shared-contracts';
import { REWARD_STOCK_TEXTS } from 'shared-contracts/src/reward/reward-stock';
import { DIALOG_TEXTS } from '../../../config/texts';

export interface RewardPreviewProps {
  /** The campaign's rewards once loaded; null while loading or after a failure. */
  rewards: readonly Reward[] | null;
  status: 'loading' | 'ready' | 'error';
  /** The amount chosen, null while none is valid. */
  amount: number | null;
  onRetry: () => void;
  /** 'Sans contrepartie' chosen (for a reçu fiscal): the reward reached is given up. */
  declined?: boolean;
  /** A reward the amount reaches with none left (issue 30): shown 'Épuisé', not given. */
  soldOut?: Reward | null;
}

/** 'Épuisé', or what is left of a stocked reward; nothing without a limit. */
function StockLine({ reward }: { reward: Reward }) {
  if (reward.remaining === undefined || reward.remaining === null) return null;
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid="reward-remaining">
      {REWARD_STOCK_TEXTS.remaining(reward.remaining)}
    </Text>
  );
}

/**
 * The reward the amount reaches: the highest qualifying one, as the server will choose it
 * (spec section 5). Says so when the amount reaches none; absent when the campaign has none.
 */
export function RewardPreview({
  rewards,
  status,
  amount,
  onRetry,
  declined = false,
  soldOut = null,
}: RewardPreviewProps) {
  if (status === 'loading') {
    return (
      <Stack gap={6} aria-busy="true" data-testid="reward-preview-loading">
        <VisuallyHidden>{DIALOG_TEXTS.rewardsLoading}</VisuallyHidden>
        <Skeleton height={14} width="40%" />
        <Skeleton height={48} />
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" c="red.8">
          {LOADING_MESSAGES.campaign}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {DIALOG_TEXTS.retry}
        </Button>
      </Group>
    );
  }
  if (!rewards || rewards.length === 0) return null;

  const reward = amount === null ? null : rewardForDonation(rewards, amount);
  const first = rewards.reduce((lowest, r) => (r.amount < lowest.amount ? r : lowest));
  return (
    <Stack gap={6} data-testid="reward-preview" aria-live="polite">
      <Text fw={600} size="sm">
        {DIALOG_TEXTS.rewardTitle}
      </Text>
      {soldOut && (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="reward-sold-out">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} c="gray.7" td="line-through" style={{ overflowWrap: 'anywhere' }}>
              {soldOut.title}
            </Text>
            <Badge color="gray" variant="filled" style={{ flexShrink: 0 }}>
              {REWARD_STOCK_TEXTS.soldOut}
            </Badge>
          </Group>
        </Paper>
      )}
      {reward && declined ? (
        <Text size="sm" c="dimmed" data-testid="reward-declined">
          {DIALOG_TEXTS.rewardDeclined(reward.title)}
        </Text>
      ) : reward ? (
        <Paper withBorder radius="md" p="sm" data-testid="reward-selected">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {reward.title}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {rewardBadge(reward.amount)}
            </Badge>
          </Group>
          {reward.description && (
            <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {reward.description}
            </Text>
          )}
          <StockLine reward={reward} />
        </Paper>
      ) : soldOut ? null : (
        // The sold-out card above says it all: no 'reaches none' nor a start at a reward gone.
        <Text size="sm" c="dimmed" data-testid="reward-none">
          {/* Before any amount there is nothing to miss: only where the rewards start. */}
          {amount !== null && `${DIALOG_TEXTS.rewardNone} `}
          {DIALOG_TEXTS.rewardFrom(formatEuros(first.amount), first.title)}
        </Text>
      )}
    </Stack>
  );
}
