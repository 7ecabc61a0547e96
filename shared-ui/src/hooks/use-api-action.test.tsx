import { fireEvent, screen } from '@testing-library/react';
import { ApiError, deleteAdminCampaign } from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../testing';
import { useApiAction } from './use-api-action';

function DeleteButton({ onDone }: { onDone: (result: unknown) => void }) {
  const { run, isPending } = useApiAction((client, _signal, id: string) =>
    deleteAdminCampaign(client, id),
  );
  return (
    <button disabled={isPending} onClick={async () => onDone(await run('c1'))}>
      supprimer
    </button>
  );
}

describe('useApiAction', () => {
  it('runs the action with the page client and its arguments', async () => {
    const client = createFakeApiClient({ delete: jest.fn().mockResolvedValue(undefined) });
    const onDone = jest.fn();
    renderPage(<DeleteButton onDone={onDone} />, { client });
    fireEvent.click(screen.getByRole('button', { name: 'supprimer' }));
    await screen.findByRole('button', { name: 'supprimer' });
    expect(client.delete).toHaveBeenCalledWith(
      '/admin/campaigns/c1',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('hands a failure to the shell and answers undefined', async () => {
    const failure = new ApiError(409, { detail: 'Campagne financée' });
    const reportError = jest.fn();
    const onDone = jest.fn();
    renderPage(<DeleteButton onDone={onDone} />, {
      client: createFakeApiClient({ delete: jest.fn().mockRejectedValue(failure) }),
      reportError,
    });
    fireEvent.click(screen.getByRole('button', { name: 'supprimer' }));
    await screen.findByRole('button', { name: 'supprimer' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reportError).toHaveBeenCalledWith(failure);
    expect(onDone).toHaveBeenCalledWith(undefined);
  });
});
