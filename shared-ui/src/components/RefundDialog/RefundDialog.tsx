import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { donationRefundSchema, formatEuros } from 'shared-contracts';
import { REFUND_MESSAGES } from 'shared-contracts/src/donation/donation-refund.texts';
import { useFormFields } from '../../hooks/use-form-fields';
import { EditorActions } from '../EditorActions/EditorActions';

const T = REFUND_MESSAGES;

export interface RefundDialogProps {
  /** The gift to refund; null: the dialog is closed. */
  donation: { amount: number; campaign_title: string } | null;
  isPending: boolean;
  /** Refunds with the reason typed; true when done (the dialog then closes). */
  onRefund: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Asks for the reason of a full refund, then makes it: the admin's donation search and the
 * manager's donations list both refund through it. A blank reason is refused here, in the
 * server's words, before any call.
 */
export function RefundDialog({ donation, isPending, onRefund, onClose }: RefundDialogProps) {
  const form = useFormFields({ reason: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async () => {
    const parsed = donationRefundSchema.safeParse(form.values);
    if (!parsed.success) return form.setErrors({ reason: T.reasonRequired });
    if (await onRefund(parsed.data.reason)) close();
  };
  return (
    <Modal opened={donation !== null} onClose={close} title={T.dialogTitle} centered>
      {donation && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {T.dialogIntro(formatEuros(donation.amount), donation.campaign_title)}
            </Text>
            <Textarea
              label={T.reason}
              placeholder={T.reasonPlaceholder}
              required
              autosize
              minRows={2}
              maxLength={500}
              data-autofocus
              {...form.field('reason')}
            />
            <EditorActions
              submitLabel={T.confirm}
              submitColor="red"
              isSaving={isPending}
              onCancel={close}
              cancelLabel={T.cancel}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
