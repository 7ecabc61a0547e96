import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { EDITOR_CONTROL_LABELS, EDITOR_TEXTS } from '../config/editor-texts';
import { useFormFields } from '../hooks/use-form-fields';
import { linkEdit, type LinkEdit } from './link';

export interface LinkDialogProps {
  opened: boolean;
  /** The address of the link under the selection; '' for a new link. */
  initialHref: string;
  onClose: () => void;
  /** Called with a valid address, or `{ remove: true }` when the field was emptied. */
  onSubmit: (edit: Exclude<LinkEdit, { error: string }>) => void;
}

/** The link of the selection: its address, or none. Enter saves, Escape cancels. */
export function LinkDialog({ opened, initialHref, onClose, onSubmit }: LinkDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={EDITOR_CONTROL_LABELS.linkControlLabel}
      centered
      // The control gives the focus back to the editor, where the text is; the Modal's own
      // return to the button could land after it and win.
      returnFocus={false}
    >
      {/* A fresh form each time it opens: the field starts from the current link. */}
      {opened && <LinkForm initialHref={initialHref} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

function LinkForm({ initialHref, onClose, onSubmit }: Omit<LinkDialogProps, 'opened'>) {
  const form = useFormFields({ address: initialHref });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React sends a portal's events up its own tree: the form around the editor would submit.
        event.stopPropagation();
        const edit = linkEdit(form.values.address);
        if ('error' in edit) form.setErrors({ address: edit.error });
        else onSubmit(edit);
      }}
    >
      <Stack gap="md">
        <TextInput
          type="url"
          label={EDITOR_TEXTS.link.address}
          placeholder={EDITOR_TEXTS.link.placeholder}
          description={EDITOR_TEXTS.link.hint}
          {...form.field('address')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {EDITOR_TEXTS.cancel}
          </Button>
          <Button type="submit">{EDITOR_TEXTS.link.save}</Button>
        </Group>
      </Stack>
    </form>
  );
}
