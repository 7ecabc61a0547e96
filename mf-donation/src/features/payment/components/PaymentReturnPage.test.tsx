import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { PaymentReturnPage } from './PaymentReturnPage';

describe('PaymentReturnPage', () => {
  it('shows the check in progress when the payment session is in the URL', () => {
    renderPage(<PaymentReturnPage />, { route: '/donation/success?session_id=cs_123' });
    expect(screen.getByRole('heading', { name: 'Vérification en cours' })).toBeInTheDocument();
  });

  it('reports a missing payment session', () => {
    renderPage(<PaymentReturnPage />, { route: '/donation/success' });
    expect(screen.getByText('Session de paiement non trouvée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
