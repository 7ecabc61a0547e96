import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing';
import { TaxEligibilityPanel } from './TaxEligibilityBadge';

describe('TaxEligibilityPanel', () => {
  it('is a region named by its title, with the eligibility at its rate, then its content', () => {
    renderPage(
      <TaxEligibilityPanel
        id="tax"
        texts={{ title: 'Reçus fiscaux', status: 'Éligibilité' }}
        association={{ tax_eligibility: 'verified', tax_receipt_rate: 66 }}
      >
        <p>Un reçu fiscal est émis automatiquement.</p>
      </TaxEligibilityPanel>,
    );
    const region = screen.getByRole('region', { name: 'Reçus fiscaux' });
    expect(within(region).getByTestId('tax-eligibility-status')).toHaveTextContent(
      'ÉligibilitéVérifiée à 66 % (intérêt général)',
    );
    expect(
      within(region).getByText('Un reçu fiscal est émis automatiquement.'),
    ).toBeInTheDocument();
  });
});
