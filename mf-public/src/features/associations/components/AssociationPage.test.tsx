import { screen, within } from '@testing-library/react';
import { ApiError, type ApiClient } from 'shared-contracts';
import { associationFixture, campaignSummaryFixture } from '../../../testing/fixtures';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { AssociationPage } from './AssociationPage';

function renderAssociation(
  association: unknown = associationFixture(),
  campaigns: unknown[] = [],
  route = '/association/eau-vive',
) {
  const client = createFakeApiClient({
    get: jest.fn(() =>
      association instanceof Error ? Promise.reject(association) : Promise.resolve(association),
    ) as ApiClient['get'],
    getList: jest.fn().mockResolvedValue(campaigns),
  });
  const reportError = jest.fn();
  renderPage(<AssociationPage />, {
    route,
    path: '/association/:associationId',
    client,
    reportError,
  });
  return { client, reportError };
}

describe('AssociationPage', () => {
  it('shows the banner, the about section, the contact details and the figures', async () => {
    const { client } = renderAssociation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eau Vive' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/associations/eau-vive', expect.anything());
    expect(screen.getByText('Vérifiée')).toBeInTheDocument();
    expect(screen.getByText('L’eau pour tous.')).toBeInTheDocument();
    const contact = screen.getByTestId('association-contact');
    expect(within(contact).getByRole('link', { name: 'bonjour@eau-vive.fr' })).toHaveAttribute(
      'href',
      'mailto:bonjour@eau-vive.fr',
    );
    expect(within(contact).getByRole('link', { name: '0102030405' })).toHaveAttribute(
      'href',
      'tel:0102030405',
    );
    expect(within(contact).getByText('1 rue de la Source, Lyon')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'eau-vive.fr' })).toHaveAttribute(
      'href',
      'https://eau-vive.fr',
    );
    const stats = screen.getByTestId('association-stats');
    expect(stats).toHaveTextContent(/1\s250 €collectés au total/);
    expect(stats).toHaveTextContent('2campagnes');
    expect(stats).toHaveTextContent('2024membre depuis');
  });

  it('lists its active campaigns, each linking to its page', async () => {
    renderAssociation(associationFixture(), [
      campaignSummaryFixture({ id: '1', slug: 'puits', title: 'Un puits' }),
      campaignSummaryFixture({
        id: '2',
        slug: 'ancien',
        title: 'Ancien projet',
        status: 'completed',
      }),
    ]);
    const cards = await screen.findAllByTestId('campaign-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByRole('link', { name: 'Soutenir ce projet' })).toHaveAttribute(
      'href',
      '/campaign/puits',
    );
    expect(screen.queryByText('Ancien projet')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ses campagnes' })).toBeInTheDocument();
  });

  it('says when it has no campaign running', async () => {
    renderAssociation();
    expect(
      await screen.findByText("Cette association n'a pas de campagne en cours."),
    ).toBeInTheDocument();
  });

  it("shows 'Association non trouvée' with a link home, without a toast", async () => {
    const { reportError } = renderAssociation(
      new ApiError(404, { detail: 'Association non trouvée' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Association non trouvée' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('works by id on /associations/:associationId', async () => {
    const { client } = renderAssociation(associationFixture(), [], '/association/a-eau');
    await screen.findByRole('heading', { level: 1, name: 'Eau Vive' });
    expect(client.get).toHaveBeenCalledWith('/associations/a-eau', expect.anything());
  });

  it("shows 'Dons déductibles' for a verified association only", async () => {
    renderAssociation({ ...associationFixture(), tax_receipt_rate: 66 });
    await screen.findByRole('heading', { level: 1, name: 'Eau Vive' });
    expect(screen.getByTestId('deductible-badge')).toHaveTextContent('Dons déductibles');
  });

  it('shows no such badge otherwise', async () => {
    renderAssociation({ ...associationFixture(), tax_receipt_rate: null });
    await screen.findByRole('heading', { level: 1, name: 'Eau Vive' });
    expect(screen.queryByText('Dons déductibles')).not.toBeInTheDocument();
  });
});
