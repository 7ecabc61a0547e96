import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { DISPLAY_TEXTS, type ContributionDialogProps } from 'shared-contracts';
import { DIALOG_TEXTS } from '../../../config/texts';
import { useFocusReturn } from '../hooks/use-dialog-focus';
import { preloadEngagedParts } from '../load-engaged-parts';
import { submitText } from '../state/contribution-derivations';
import { useContributionState } from '../state/use-contribution-state';
import { ContributionSteps } from './ContributionSteps';
import { HoneypotField } from './HoneypotField';
import classes from './ContributionDialog.module.css';

/**
 * The contribution dialog mf-public opens through federation (spec sections 2, 5 and 8):
 * amount, reward preview, reçu fiscal, donor details, message, anonymity and terms, the
 * summary, then POST /donations and the checkout page. Its state and rules live in state/
 * (use-contribution-state.ts), its steps' parts in ContributionSteps. Mantine's modal traps
 * focus and closes on Escape; focus goes back to the button that opened it, also when the
 * host unmounts the dialog.
 */
export function ContributionDialog({
  opened,
  onClose,
  campaignId,
  initialAmount,
  initialFrequency,
}: ContributionDialogProps) {
  const state = useContributionState({ opened, campaignId, initialAmount, initialFrequency });
  const { facts, campaign, isSubmitting, failure } = state;
  useFocusReturn(opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={DISPLAY_TEXTS.supportProject}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': DIALOG_TEXTS.close }}
      classNames={{ title: classes.title }}
      data-testid="contribution-dialog"
    >
      {/* The donor's first touch or focus in the form loads what a submit needs (engaged-parts.ts). */}
      <form
        ref={state.formRef}
        noValidate
        onSubmit={state.handleSubmit}
        onPointerDown={preloadEngagedParts}
        onFocus={preloadEngagedParts}
        aria-busy={isSubmitting}
      >
        <Stack gap="md">
          {campaign && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {campaign.title}
            </Text>
          )}
          <ContributionSteps state={state} />
          <HoneypotField {...state.form.field('website')} />
          {failure?.message && (
            <Alert color="red" role="alert" data-testid="donation-error">
              {failure.message}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={isSubmitting}
            leftSection={isSubmitting ? <Loader size="xs" color="gray" /> : undefined}
          >
            {submitText(facts, isSubmitting)}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
