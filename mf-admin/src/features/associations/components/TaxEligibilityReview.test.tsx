import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Association } from 'shared-contracts';
import { anAssociation, fakeAdminApi } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { AssociationEditPage } from './AssociationFormPage';

const declared = {
  tax_eligibility: 'declared' as const,
  tax_purpose: 'Entraide entre voisins',
  tax_legal_status: 'Association loi 1901',
  signatory_name: 'Anne Présidente',
  signatory_title: 'Présidente',
  tax_document_url: '/uploads/documents/rescrit.pdf',
  // The beneficiary block of Cerfa 11580*05 (the fixture has the commune and the RNA).
  address: '5 rue des Lilas',
  postal_code: '69003',
};

async function renderReview(association: Association) {
  const client = fakeAdminApi({ '/admin/associations/a-1': association });
  renderPage(<AssociationEditPage />, {
    path: '/admin/associations/:associationId/edit',
    route: '/admin/associations/a-1/edit',
    client,
  });
  const section = await screen.findByRole('region', { name: 'Reçus fiscaux' });
  return { client, section };
}

describe('TaxEligibilityReview (association edit screen)', () => {
  it('shows the declaration and verifies it at 75 % after the confirmation', async () => {
    const { client, section } = await renderReview(anAssociation(declared));
    expect(within(section).getByText('Déclarée')).toBeInTheDocument();
    expect(within(section).getByText('Entraide entre voisins')).toBeInTheDocument();
    expect(within(section).getByText('Anne Présidente, Présidente')).toBeInTheDocument();
    expect(within(section).getByText('RNA W123456789')).toBeInTheDocument();
    expect(within(section).getByText('5 rue des Lilas, 69003 Lyon')).toBeInTheDocument();
    expect(within(section).queryByText('Vérification impossible pour l’instant')).toBeNull();
    expect(
      within(section).getByRole('link', { name: 'Ouvrir le rescrit fiscal ou les statuts' }),
    ).toHaveAttribute('href', '/uploads/documents/rescrit.pdf');
    expect(within(section).getByLabelText('66 % (intérêt général)')).toBeChecked();

    fireEvent.click(within(section).getByLabelText('75 % (aide aux personnes en difficulté)'));
    client.put.mockResolvedValueOnce({
      association_id: 'a-1',
      tax_eligibility: 'verified',
      tax_rate: 75,
    } as never);
    fireEvent.click(within(section).getByRole('button', { name: 'Vérifier l’éligibilité' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Vérifier l’éligibilité aux reçus fiscaux ?',
    });
    expect(dialog).toHaveTextContent(
      '« Les Amis du Quartier » pourra délivrer des reçus fiscaux au taux de 75 % (aide aux personnes en difficulté).',
    );
    expect(client.put).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier l’éligibilité' }));
    await waitFor(() =>
      expect(client.put).toHaveBeenCalledWith(
        '/admin/associations/a-1/tax-eligibility',
        { decision: 'verified', rate: 75 },
        expect.anything(),
      ),
    );
    expect(
      await screen.findByText('Éligibilité vérifiée à 75 % (aide aux personnes en difficulté)'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Vérifiée à 75 % (aide aux personnes en difficulté)'),
    ).toBeInTheDocument();
  });

  it('withdraws a verified eligibility after the confirmation; cancelling sends nothing', async () => {
    const { client, section } = await renderReview(
      anAssociation({ ...declared, tax_eligibility: 'verified', tax_receipt_rate: 66 }),
    );
    expect(within(section).getByText('Vérifiée à 66 % (intérêt général)')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Retirer l’éligibilité' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Les reçus déjà émis restent valables.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.put).not.toHaveBeenCalled();

    client.put.mockResolvedValueOnce({
      association_id: 'a-1',
      tax_eligibility: 'withdrawn',
    } as never);
    fireEvent.click(within(section).getByRole('button', { name: 'Retirer l’éligibilité' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’éligibilité' }));
    await waitFor(() =>
      expect(client.put).toHaveBeenCalledWith(
        '/admin/associations/a-1/tax-eligibility',
        { decision: 'withdrawn' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Éligibilité retirée')).toBeInTheDocument();
    expect(within(section).getByText('Retirée')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Retirer l’éligibilité' })).toBeNull();
  });

  it('cannot verify an association that declared nothing', async () => {
    const { section } = await renderReview(anAssociation({ tax_eligibility: 'none' }));
    expect(within(section).getByText('Non déclarée')).toBeInTheDocument();
    expect(within(section).getByText(/n’a pas encore déclaré son éligibilité/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('radio')).toBeNull();
  });

  it('says what the receipts would lack and keeps the verification off until it is there', async () => {
    const { client, section } = await renderReview(
      anAssociation({ ...declared, postal_code: null, rna: null, siren: null }),
    );
    const alert = within(section).getByText('Vérification impossible pour l’instant');
    expect(alert).toBeInTheDocument();
    expect(within(section).getByText('le code postal')).toBeInTheDocument();
    expect(within(section).getByText('le numéro SIREN ou RNA')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Vérifier l’éligibilité' })).toBeDisabled();
    expect(client.put).not.toHaveBeenCalled();
  });
});
