import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { SIGN_UP_MESSAGES } from 'shared-contracts';
import { REVIEW_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import { useFormFields } from 'shared-ui';

/** Rejecting asks for its reason (required): the manager reads it in the email. */
export function RejectDialog(props: {
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const form = useFormFields({ reason: '' });
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={REVIEW_TEXTS.rejectTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const reason = form.values.reason.trim();
          if (!reason) return form.setErrors({ reason: SIGN_UP_MESSAGES.rejectionReasonRequired });
          props.onReject(reason);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{REVIEW_TEXTS.rejectIntro}</Text>
          <Textarea
            label={REVIEW_TEXTS.reasonLabel}
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.field('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={close}>
              {REVIEW_TEXTS.cancel}
            </Button>
            <Button color="red" type="submit" loading={props.isPending}>
              {REVIEW_TEXTS.confirmReject}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
