import { useState } from 'react';
import type { ConfirmDialogProps } from 'shared-ui';

/** What the confirm dialog says about one item: its title, the message for it, the verb. */
export interface ConfirmTexts<T> {
  title: string;
  message: (item: T) => string;
  confirmLabel: string;
  /** 'red' (the default) for what cannot be undone. */
  color?: string;
}

/**
 * An action on one item of a list, asked first: `ask(item)` opens the confirm dialog, whose
 * props (`dialog`, for `<ConfirmDialog {...dialog} />`) run `action(item)` on confirm and then
 * close; what follows (a toast, a reload) is the action's own.
 */
export function useItemConfirmation<T>(
  texts: ConfirmTexts<T>,
  action: (item: T) => Promise<unknown>,
  isPending: boolean,
) {
  const [item, setItem] = useState<T | null>(null);
  const dialog: Omit<ConfirmDialogProps, 'children'> = {
    opened: item !== null,
    title: texts.title,
    message: item ? texts.message(item) : '',
    confirmLabel: texts.confirmLabel,
    color: texts.color,
    isPending,
    onCancel: () => setItem(null),
    onConfirm: async () => {
      if (item) await action(item);
      setItem(null);
    },
  };
  return { ask: setItem, dialog };
}
