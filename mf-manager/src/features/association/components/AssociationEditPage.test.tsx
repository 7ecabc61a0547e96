import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { anAssociation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { AssociationEditPage } from './AssociationEditPage';

async function renderEdit(association = anAssociation()) {
  const client = fakeDashboardApi({ association });
  client.put.mockImplementation(async (_path, body) => ({
    ...association,
    ...(body as object),
  }));
  const reportError = jest.fn();
  renderPage(<AssociationEditPage />, {
    route: '/dashboard/associations/edit',
    client,
    reportError,
  });
  await screen.findByLabelText('SIRET');
  return { client, reportError };
}

// Required fields' labels end with Mantine's asterisk.
const field = (label: string) =>
  screen.getByLabelText((content) => content.replace(/\s*\*$/, '') === label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('AssociationEditPage', () => {
  it.each([
    ['SIRET', '12345678900011', 'Numéro SIRET invalide (14 chiffres)'],
    ['SIRET', '1234567890001', 'Numéro SIRET invalide (14 chiffres)'],
    ['IBAN', 'FR7630006000011234567890188', 'IBAN invalide'],
    ['BIC', 'AGRI1', 'BIC invalide (8 ou 11 caractères)'],
    ['Téléphone', '06 12 34', 'Format de téléphone invalide (ex: +33 6 12 34 56 78)'],
    ['Email de contact', 'contact@jardins', "Format d'email invalide"],
    ['Site web', 'jardins.fr', 'Adresse de site web invalide (ex: https://mon-association.fr)'],
    ['Code postal', '6900', 'Code postal invalide (5 chiffres)'],
    ['Numéro SIREN', '123456789', 'Numéro SIREN invalide (9 chiffres)'],
    ['Numéro RNA', '691234567', 'Numéro RNA invalide (W suivi de 9 chiffres)'],
  ])('refuses %s %s before sending', async (label, value, message) => {
    const { client } = await renderEdit();
    type(label, value);
    save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByText('Corrigez les champs signalés avant d’enregistrer.'),
    ).toBeInTheDocument();
    expect(client.put).not.toHaveBeenCalled();
  });

  it('requires the name and the contact email', async () => {
    const { client } = await renderEdit();
    type("Nom de l'association", ' ');
    type('Email de contact', '');
    save();
    expect(await screen.findAllByText('Ce champ est requis')).toHaveLength(2);
    expect(client.put).not.toHaveBeenCalled();
  });

  it('checks a field when leaving it', async () => {
    await renderEdit();
    type('IBAN', 'FR00 1234');
    fireEvent.blur(field('IBAN'));
    expect(await screen.findByText('IBAN invalide')).toBeInTheDocument();
  });

  it('sends the whole record, toasts the success and goes back to the dashboard', async () => {
    const { client } = await renderEdit();
    type('Commune', 'Villeurbanne');
    type('Code postal', '69100');
    type('Numéro SIREN', '784 302 150');
    type('Téléphone', '+33 6 98 76 54 32');
    type('Site web', '');
    save();
    await waitFor(() => expect(client.put).toHaveBeenCalledTimes(1));
    expect(client.put).toHaveBeenCalledWith(
      '/dashboard/association',
      expect.objectContaining({
        name: 'Jardins Solidaires',
        city: 'Villeurbanne',
        postal_code: '69100',
        siren: '784 302 150',
        phone: '+33 6 98 76 54 32',
        website: null,
        siret: '73282932000074',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        category: 'environment',
      }),
      expect.anything(),
    );
    expect(await screen.findByText('Association mise à jour avec succès')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=association'),
    );
  });

  it("shows the server's 422 message on its field and stays on the form", async () => {
    const { client, reportError } = await renderEdit();
    client.put.mockRejectedValue(
      new ApiError(422, { detail: [{ path: 'rna', message: 'Valeur invalide' }] }),
    );
    save();
    expect(await screen.findByText('Valeur invalide')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/associations/edit');
  });

  it('a verified association is warned before, and told after, a change that sends its reçus fiscaux back to review', async () => {
    const { client } = await renderEdit(anAssociation({ tax_eligibility: 'verified' }));
    expect(
      screen.getByText(/Vos reçus fiscaux sont vérifiés\. Modifier le nom, l’adresse/),
    ).toBeInTheDocument();
    // The API answers the record back in review ('declared').
    client.put.mockImplementation(async (_path, body) => ({
      ...anAssociation({ tax_eligibility: 'declared' }),
      ...(body as object),
    }));
    type('Code postal', '69007');
    save();
    expect(await screen.findByText('Reçus fiscaux en attente de vérification')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les informations imprimées sur vos reçus fiscaux ont changé : l’équipe de la plateforme doit les vérifier à nouveau. D’ici là, aucun reçu fiscal n’est émis.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the documents section between the fields and the buttons (spec section 2)', async () => {
    await renderEdit();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeInTheDocument();
  });

  it('an association not verified for receipts sees neither', async () => {
    await renderEdit();
    expect(screen.queryByText(/Vos reçus fiscaux sont vérifiés/)).not.toBeInTheDocument();
  });
});
