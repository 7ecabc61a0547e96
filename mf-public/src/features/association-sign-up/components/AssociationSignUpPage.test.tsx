import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { AssociationSignUpPage } from './AssociationSignUpPage';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

function fillAssociation() {
  type(/Nom de l’association/, 'Les Jardins Partagés');
  type(/Email de contact/, 'contact@jardins.fr');
  type(/Adresse \(numéro et rue\)/, '12 rue des Lilas');
  type(/Code postal/, '69003');
  type(/Ville/, 'Lyon');
  type(/Numéro SIREN ou RNA/, 'W751234567');
  type(/Présentation de l’association/, 'Des jardins ouverts à tous.');
}

function fillManager() {
  type(/Nom complet du gérant/, 'Camille Martin');
  type(/Email du gérant/, 'camille@jardins.fr');
  type(/^Mot de passe/, 'secret123');
  type(/Confirmer le mot de passe/, 'secret123');
}

const DOCUMENT_ORDER = ['statuts', 'rib', 'identity'];

/** The three pickers, in the order of the screen: statuts, RIB, identity. */
function attach(field: string, name: string, type: string) {
  const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const input = inputs[DOCUMENT_ORDER.indexOf(field)]!;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], name, { type })] } });
}

describe('AssociationSignUpPage', () => {
  it('checks each step before the next, then sends everything in one call', async () => {
    const client = createFakeApiClient();
    client.upload.mockResolvedValue({ association_id: 'a-1', status: 'pending' } as never);
    renderPage(<AssociationSignUpPage />, { client });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inscrire mon association' }),
    ).toBeVisible();

    next();
    expect(await screen.findAllByText('Ce champ est requis')).not.toHaveLength(0);
    fillAssociation();
    type(/Code postal/, '6900');
    next();
    expect(
      await screen.findByText(/code postal/i, { selector: '.mantine-InputWrapper-error' }),
    ).toBeVisible();
    type(/Code postal/, '69003');
    next();

    expect(await screen.findByRole('heading', { level: 2, name: 'Le gérant' })).toBeVisible();
    fillManager();
    type(/Confirmer le mot de passe/, 'autre');
    next();
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    type(/Confirmer le mot de passe/, 'secret123');
    next();

    expect(await screen.findByRole('heading', { level: 2, name: 'Les documents' })).toBeVisible();
    next();
    expect(await screen.findAllByText('Veuillez joindre ce document')).toHaveLength(3);
    attach('statuts', 'statuts.pdf', 'application/pdf');
    attach('rib', 'rib.exe', 'application/x-msdownload');
    attach('identity', 'identite.png', 'image/png');
    next();
    expect(
      await screen.findByText('Format non accepté : joignez un fichier PDF, JPEG ou PNG'),
    ).toBeVisible();
    attach('rib', 'rib.jpg', 'image/jpeg');
    next();

    expect(await screen.findByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
    expect(screen.getByText('Les Jardins Partagés')).toBeVisible();
    expect(screen.getByText(/rib\.jpg/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));

    await waitFor(() => expect(client.upload).toHaveBeenCalled());
    const [path, form] = client.upload.mock.calls[0] as [string, FormData];
    expect(path).toBe('/associations/sign-up');
    expect(form.get('name')).toBe('Les Jardins Partagés');
    expect(form.get('identifier')).toBe('W751234567');
    expect(form.get('password')).toBe('secret123');
    expect(form.has('password_confirmation')).toBe(false);
    expect((form.get('rib') as File).name).toBe('rib.jpg');
    expect(await screen.findByTestId('sign-up-sent')).toHaveTextContent(
      'Votre association est en attente de validation',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('sends the person back to the field the server refuses (a SIREN/RNA already registered)', async () => {
    const client = createFakeApiClient();
    client.upload.mockRejectedValue(
      new ApiError(409, {
        code: 'association_already_registered',
        detail: 'Une association portant ce numéro SIREN ou RNA est déjà inscrite.',
      }) as never,
    );
    renderPage(<AssociationSignUpPage />, { client });
    fillAssociation();
    next();
    await screen.findByRole('heading', { level: 2, name: 'Le gérant' });
    fillManager();
    next();
    await screen.findByRole('heading', { level: 2, name: 'Les documents' });
    attach('statuts', 'statuts.pdf', 'application/pdf');
    attach('rib', 'rib.pdf', 'application/pdf');
    attach('identity', 'identite.pdf', 'application/pdf');
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }));
    expect(
      await screen.findByText('Une association portant ce numéro SIREN ou RNA est déjà inscrite.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'L’association' })).toBeVisible();
  });
});
