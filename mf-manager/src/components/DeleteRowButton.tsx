import { Button } from '@mantine/core';
import { MANAGER_TEXTS } from '../config/texts';

export interface DeleteRowButtonProps {
  /** What a screen reader hears: which row it deletes ('Supprimer le document statuts.pdf'). */
  label: string;
  /** Asks first (a confirm dialog); the button itself deletes nothing. */
  onClick: () => void;
}

/** The 'Supprimer' button at the end of a list row (a document, a campaign). */
export function DeleteRowButton({ label, onClick }: DeleteRowButtonProps) {
  return (
    <Button variant="subtle" color="red" size="xs" aria-label={label} onClick={onClick}>
      {MANAGER_TEXTS.delete}
    </Button>
  );
}
