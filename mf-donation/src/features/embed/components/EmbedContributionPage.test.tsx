import { fireEvent, screen } from '@testing-library/react';
import type { ContributionDialogProps } from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { redirectToCheckout } from '../../contribution/checkout-redirect';
import { EmbedContributionPage } from './EmbedContributionPage';

// The dialog itself is tested beside it; here, a stand-in that shows what it was given and
// goes to the checkout as the real one does once the donation is made.
jest.mock('../../contribution/components/ContributionDialog', () => ({
  ContributionDialog: (props: ContributionDialogProps) => (
    <div role="dialog" aria-label="Soutenir ce projet">
      <p>
        {props.campaignId} {String(props.initialAmount)} {String(props.initialFrequency)}
      </p>
      <button type="button" onClick={() => redirectToCheckout('https://pay.example/cs_1')}>
        Payer
      </button>
      <button type="button" onClick={props.onClose}>
        Fermer
      </button>
    </div>
  ),
}));

const ROUTE = '/embed/campagne/:campaignId/don';

describe('EmbedContributionPage', () => {
  it('opens the dialog at once with the link’s amount and frequency', () => {
    renderPage(<EmbedContributionPage />, {
      route: '/embed/campagne/repas-chaud/don?montant=20&frequence=mensuel',
      path: ROUTE,
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('repas-chaud 20 monthly');
  });

  it('leaves an amount a donor could not type out', () => {
    renderPage(<EmbedContributionPage />, {
      route: '/embed/campagne/repas-chaud/don?montant=0.001',
      path: ROUTE,
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('repas-chaud undefined undefined');
  });

  it('keeps the frame on the page and offers the checkout in a new tab, by a link', () => {
    renderPage(<EmbedContributionPage />, { route: '/embed/campagne/x/don', path: ROUTE });
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = screen.getByRole('link', { name: /Payer sur la page sécurisée/ });
    expect(link).toHaveAttribute('href', 'https://pay.example/cs_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Payer sur la page sécurisée (nouvel onglet)');
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('l’onglet du paiement affiche');
    fireEvent.click(screen.getByRole('button', { name: 'Faire un autre don' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closed, it offers the dialog again', () => {
    renderPage(<EmbedContributionPage />, { route: '/embed/campagne/x/don', path: ROUTE });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Faire un don' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
