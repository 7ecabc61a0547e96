import { fireEvent, screen } from '@testing-library/react';
import {
  createAdminCampaign,
  updateAdminCampaign,
  type CampaignCreateInput,
} from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../testing';
import { useSaveAction } from './use-save-action';

const INPUT = {
  title: 'Forêt',
  description: 'Planter',
  association_id: 'a1',
} as CampaignCreateInput;

function SaveButton({ id }: { id?: string }) {
  const { run } = useSaveAction(id, {
    create: createAdminCampaign,
    update: updateAdminCampaign,
    createdText: 'Campagne créée',
    updatedText: 'Campagne mise à jour',
  });
  return <button onClick={() => run(INPUT)}>enregistrer</button>;
}

describe('useSaveAction', () => {
  it('creates a new record, then says so', async () => {
    const client = createFakeApiClient({ post: jest.fn().mockResolvedValue({}) });
    renderPage(<SaveButton />, { client });
    fireEvent.click(screen.getByRole('button', { name: 'enregistrer' }));
    expect(await screen.findByText('Campagne créée')).toBeInTheDocument();
    expect(client.post).toHaveBeenCalledWith('/admin/campaigns', INPUT, expect.anything());
    expect(client.put).not.toHaveBeenCalled();
  });

  it('updates the record being edited, then says so', async () => {
    const client = createFakeApiClient({ put: jest.fn().mockResolvedValue({}) });
    renderPage(<SaveButton id="c1" />, { client });
    fireEvent.click(screen.getByRole('button', { name: 'enregistrer' }));
    expect(await screen.findByText('Campagne mise à jour')).toBeInTheDocument();
    expect(client.put).toHaveBeenCalledWith('/admin/campaigns/c1', INPUT, expect.anything());
  });
});
