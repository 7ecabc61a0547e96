import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../testing/render';
import { CampaignCard } from './CampaignCard';

const now = new Date('2026-11-22T12:00:00Z');
const campaign = {
  slug: 'camion-medical',
  title: 'Un camion médical',
  description: 'Soigner dans les villages isolés, toute l’année.',
  image_url: '/uploads/images/camion.jpg',
  target_amount: 1000,
  raised_amount: 250,
  end_date: '2026-11-27T12:00:00Z',
  total_backers: 3,
  association_name: 'Santé Solidaire',
  association_category: 'health',
};

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0/g, ' ');

describe('CampaignCard', () => {
  it('shows the progress of a goal campaign and invites to support it', () => {
    renderPage(<CampaignCard campaign={campaign} now={now} />);
    expect(screen.getByRole('heading', { name: 'Un camion médical' })).toBeInTheDocument();
    expect(screen.getByText('Santé')).toBeInTheDocument();
    expect(screen.getByText('par Santé Solidaire')).toBeInTheDocument();
    expect(text('campaign-card-raised')).toBe('250 €');
    expect(text('campaign-card-target')).toBe('collectés sur 1 000 €');
    expect(text('campaign-card-percent')).toBe('25% financé');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('3 contributeurs')).toBeInTheDocument();
    expect(text('campaign-card-days')).toBe('5 jours restants');
    expect(screen.queryByText('✓ Financé')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soutenir ce projet' })).toHaveAttribute(
      'href',
      '/campaign/camion-medical',
    );
  });

  it("marks a funded campaign '✓ Financé', caps the bar but not the label", () => {
    renderPage(<CampaignCard campaign={{ ...campaign, raised_amount: 1500 }} now={now} />);
    expect(screen.getByText('✓ Financé')).toBeInTheDocument();
    expect(text('campaign-card-percent')).toBe('150% financé');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: 'Voir le projet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Soutenir ce projet' })).not.toBeInTheDocument();
  });

  it("shows a continuous campaign with '∞', 'ouvert' and 'En continu'", () => {
    renderPage(
      <CampaignCard campaign={{ ...campaign, target_amount: null, end_date: null }} now={now} />,
    );
    expect(text('campaign-card-percent')).toBe('∞ ouvert');
    expect(text('campaign-card-target')).toBe('collectés');
    expect(text('campaign-card-days')).toBe('En continu');
  });

  it('fills the defaults of a campaign with missing facts', () => {
    renderPage(<CampaignCard campaign={{ slug: 'vide', title: 'Projet vide' }} now={now} />);
    const card = screen.getByTestId('campaign-card');
    expect(within(card).getByText('Social')).toBeInTheDocument();
    expect(within(card).getByText('par Association')).toBeInTheDocument();
    expect(text('campaign-card-raised')).toBe('0 €');
    expect(within(card).getByText('0 contributeur')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Projet vide' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it('replaces an image that fails to load with the placeholder', () => {
    renderPage(<CampaignCard campaign={campaign} now={now} />);
    const image = screen.getByRole('img', { name: 'Un camion médical' });
    expect(image).toHaveAttribute('src', '/uploads/images/camion.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Un camion médical' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it("shows 'Dons déductibles' only when the association's receipts are verified", () => {
    const { unmount } = renderPage(
      <CampaignCard campaign={{ ...campaign, tax_receipt_rate: 75 }} now={now} />,
    );
    expect(screen.getByText('Dons déductibles')).toBeInTheDocument();
    unmount();
    renderPage(<CampaignCard campaign={campaign} now={now} />);
    expect(screen.queryByText('Dons déductibles')).not.toBeInTheDocument();
  });
});
