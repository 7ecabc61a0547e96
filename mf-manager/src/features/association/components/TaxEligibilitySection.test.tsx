import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Association } from 'shared-contracts';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { anAssociation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AssociationTab from './AssociationTab';

const declared = {
  tax_purpose: 'Jardins partagés pour les habitants',
  tax_legal_status: 'Association loi 1901',
  signatory_name: 'Marc Gérant',
  signatory_title: 'Président',
  tax_document_url: '/uploads/documents/rescrit.pdf',
};

async function renderSection(association: Association) {
  const client = fakeDashboardApi({ association });
  renderPage(<AssociationTab />, { client });
  const section = await screen.findByRole('region', { name: 'Reçus fiscaux' });
  return { client, section };
}

describe('TaxEligibilitySection (Mon association)', () => {
  it('lets an association that never declared send its declaration with the rescrit or statutes', async () => {
    const { client, section } = await renderSection(anAssociation({ tax_eligibility: 'none' }));
    expect(within(section).getByText('Non déclarée')).toBeInTheDocument();
    expect(within(section).getByText(/article 200 du CGI, Cerfa n° 11580\*05/)).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Déclarer l’éligibilité' }));
    expect(within(section).getAllByText('Ce champ est requis')).toHaveLength(4);
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Joignez le rescrit fiscal ou les statuts.',
    );
    expect(client.post).not.toHaveBeenCalled();

    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    fill(/^Objet de l’association/, 'Jardins partagés');
    fill(/^Statut juridique/, 'Association loi 1901');
    fill(/^Nom du représentant signataire/, 'Marc Gérant');
    fill(/^Qualité du signataire/, 'Président');
    client.upload.mockResolvedValue({
      success: true,
      data: {
        url: '/uploads/documents/statuts-1.pdf',
        filename: 'statuts.pdf',
        size: 1000,
        content_type: 'application/pdf',
      },
    } as never);
    fireEvent.change(section.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['%PDF'], 'statuts.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(section).findByText('Fichier joint : statuts.pdf')).toBeInTheDocument();
    expect(client.upload.mock.calls[0][0]).toBe('/upload/document');

    client.post.mockResolvedValue({ association_id: 'a1' } as never);
    fireEvent.click(within(section).getByRole('button', { name: 'Déclarer l’éligibilité' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post.mock.calls[0].slice(0, 2)).toEqual([
      '/dashboard/tax-eligibility',
      {
        purpose: 'Jardins partagés',
        legal_status: 'Association loi 1901',
        signatory_name: 'Marc Gérant',
        signatory_title: 'Président',
        document_url: '/uploads/documents/statuts-1.pdf',
      },
    ]);
    expect(
      await screen.findByText('Déclaration envoyée : la plateforme va la vérifier.'),
    ).toBeInTheDocument();
  });

  it('refuses a proof of a type the platform does not take, before sending it', async () => {
    const { client, section } = await renderSection(anAssociation());
    fireEvent.change(section.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'photo.gif', { type: 'image/gif' })] },
    });
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    expect(client.upload).not.toHaveBeenCalled();
  });

  it('shows a verified association its rate, and its declaration to update on demand', async () => {
    const { section } = await renderSection(
      anAssociation({ tax_eligibility: 'verified', tax_receipt_rate: 66, ...declared }),
    );
    expect(within(section).getByText('Vérifiée à 66 % (intérêt général)')).toBeInTheDocument();
    expect(
      within(section).getByText(/Un reçu fiscal est émis automatiquement/),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText(/^Objet de l’association/)).not.toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Mettre à jour la déclaration' }));
    expect(within(section).getByLabelText(/^Objet de l’association/)).toHaveValue(
      'Jardins partagés pour les habitants',
    );
    expect(
      within(section).getByRole('link', { name: 'Voir le justificatif envoyé' }),
    ).toHaveAttribute('href', '/uploads/documents/rescrit.pdf');
    fireEvent.click(within(section).getByRole('button', { name: 'Annuler' }));
    expect(within(section).queryByLabelText(/^Objet de l’association/)).not.toBeInTheDocument();
  });

  it('says a declaration waits for verification', async () => {
    const first = await renderSection(anAssociation({ tax_eligibility: 'declared', ...declared }));
    expect(within(first.section).getByText('Déclarée')).toBeInTheDocument();
    expect(
      within(first.section).getByText(
        'Votre déclaration est en attente de vérification par la plateforme.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a withdrawn association no receipt is issued any more, with the form open', async () => {
    const { section } = await renderSection(
      anAssociation({ tax_eligibility: 'withdrawn', tax_receipt_rate: null, ...declared }),
    );
    expect(within(section).getByText('Retirée')).toBeInTheDocument();
    expect(within(section).getByText(/aucun reçu n’est plus émis/)).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Déclarer l’éligibilité' }),
    ).toBeInTheDocument();
  });
});
