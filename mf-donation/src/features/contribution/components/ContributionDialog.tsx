import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PRESET_AMOUNTS } from 'shared-contracts';
import { DONATION_TEXTS } from '../../texts';

export interface ContributionDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  onClose: () => void;
  /** The campaign given to (id or slug). */
  campaignId: string;
  /** Amount chosen before opening (a reward's minimum). */
  initialAmount?: number;
}

/**
 * The contribution dialog mf-public opens through federation. The form (amounts, donor
 * details, account creation, terms) and the checkout redirect come with the donation issue.
 */
export function ContributionDialog({
  opened,
  onClose,
  campaignId,
  initialAmount,
}: ContributionDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={DONATION_TEXTS.dialogTitle}
      data-campaign={campaignId}
    >
      <Stack gap="sm" data-testid="contribution-dialog">
        <Text size="sm">{DONATION_TEXTS.dialogIntro}</Text>
        <Group gap="xs">
          {PRESET_AMOUNTS.map((preset) => (
            <Button
              key={preset.amount}
              variant={preset.amount === initialAmount ? 'filled' : 'light'}
              size="xs"
            >
              {preset.amount} € · {preset.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
