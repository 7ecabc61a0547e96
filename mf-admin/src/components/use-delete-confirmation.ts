import { useState } from 'react';
import type { ApiActionState } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';

export interface DeleteConfirmationOptions<T> {
  /** The dialog's title ('Supprimer l'association'). */
  title: string;
  /** What will be deleted, in plain words, for the row asked about. */
  message: (row: T) => string;
  /** The delete action (DELETE by id, with its success toast). */
  remove: ApiActionState<[string], unknown>;
  /** After a delete: reload the list. */
  onDeleted: () => void;
  /** Shows (or, with null, clears) the tab's failure alert. */
  setFailure: (failure: string | null) => void;
  /** The alert's text when the delete fails. */
  failedText: string;
}

/**
 * A list's delete, asked first: `ask(row)` opens the confirm dialog, whose props (`dialog`)
 * delete the row on confirm, then reload the list or show the failure.
 */
export function useDeleteConfirmation<T extends { id: string }>({
  remove,
  onDeleted,
  setFailure,
  failedText,
  title,
  message,
}: DeleteConfirmationOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);

  const onConfirm = async () => {
    if (!target) return;
    setFailure(null);
    const done = await remove.run(target.id);
    setTarget(null);
    if (done) onDeleted();
    else setFailure(failedText);
  };

  return {
    ask: setTarget,
    target,
    dialog: {
      opened: target !== null,
      title,
      message: target ? message(target) : '',
      confirmLabel: ADMIN_TEXTS.actions.delete,
      color: 'red',
      isPending: remove.isPending,
      onConfirm,
      onCancel: () => setTarget(null),
    },
  };
}
