import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render';
import { AssociationCard } from './AssociationCard';

describe('AssociationCard', () => {
  it('shows the verified association with its city and the amount raised', () => {
    renderPage(
      <AssociationCard
        association={{
          slug: 'forets-vivantes',
          name: 'Forêts Vivantes',
          description: '<p>Planter des arbres</p>',
          category: 'environment',
          city: 'Grenoble',
          raised_amount: 2075,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Forêts Vivantes' })).toBeInTheDocument();
    expect(screen.getByText('Vérifiée')).toBeInTheDocument();
    expect(screen.getByText('Environnement')).toBeInTheDocument();
    expect(screen.getByText('Planter des arbres')).toBeInTheDocument();
    expect(screen.getByTestId('association-card-city')).toHaveTextContent('Grenoble');
    expect(screen.getByText('collectés', { exact: false })).toHaveTextContent(/2\s075 € collectés/);
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      '/association/forets-vivantes',
    );
  });

  it("defaults the city to 'France'", () => {
    renderPage(<AssociationCard association={{ slug: 'a', name: 'A', city: null }} />);
    expect(screen.getByTestId('association-card-city')).toHaveTextContent('France');
  });

  it("shows 'Dons déductibles' only for an association whose receipts are verified", () => {
    const { unmount } = renderPage(
      <AssociationCard association={{ slug: 'a', name: 'A', tax_receipt_rate: 66 }} />,
    );
    expect(screen.getByText('Dons déductibles')).toBeInTheDocument();
    unmount();
    renderPage(<AssociationCard association={{ slug: 'b', name: 'B', tax_receipt_rate: null }} />);
    expect(screen.queryByText('Dons déductibles')).not.toBeInTheDocument();
  });
});
