import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  function setup(isPending = false) {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderPage(
      <ConfirmDialog
        opened
        title="Supprimer la campagne"
        message="Cette action est définitive."
        confirmLabel="Supprimer"
        isPending={isPending}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    return { onConfirm, onCancel };
  }

  it('asks, then confirms or cancels', () => {
    const { onConfirm, onCancel } = setup();
    expect(screen.getByRole('dialog', { name: 'Supprimer la campagne' })).toBeInTheDocument();
    expect(screen.getByText('Cette action est définitive.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while the action runs', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  });
});
