import { Alert, Button, Group } from '@mantine/core';

export interface EditorActionsProps {
  /** Shown (announced) when set: what to do after a refused submit ('Corrigez les champs…'). */
  problem?: string | null | false;
  /** The last save's failure, announced; nothing when null. */
  failure?: string | null;
  submitLabel: string;
  /** 'red' for a submit that cannot be undone (a refund); the theme's colour otherwise. */
  submitColor?: string;
  /** False keeps the button disabled (a form that waits for its required fields). */
  canSubmit?: boolean;
  isSaving: boolean;
  /** With its label, a cancel button beside the submit one. */
  onCancel?: () => void;
  cancelLabel?: string;
}

/** The foot of an editor (or of a dialog's form): its alerts, then cancel and submit on the right. */
export function EditorActions({
  problem,
  failure,
  submitLabel,
  submitColor,
  canSubmit = true,
  isSaving,
  onCancel,
  cancelLabel,
}: EditorActionsProps) {
  return (
    <>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" color={submitColor} loading={isSaving} disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
