import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { DonationSummary } from './DonationSummary';

const goal = { title: 'Jardin', target_amount: 1000, end_date: '2030-01-01T00:00:00.000Z' };

describe('DonationSummary', () => {
  it('goal campaign: full refund if the goal is missed', () => {
    renderPage(<DonationSummary amount={12.5} campaign={goal} rewardTitle="Carte postale" />);
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Vous donnez 12,50 € à « Jardin ». Contrepartie : Carte postale. Si l'objectif n'est pas atteint à la date de fin, vous êtes remboursé intégralement.",
    );
  });

  it('continuous funding (no end date): transferred monthly, without reward', () => {
    renderPage(
      <DonationSummary amount={5} campaign={{ ...goal, end_date: null }} rewardTitle={null} />,
    );
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      "Vous donnez 5 € à « Jardin ». Sans contrepartie. Collecte en continu : les dons sont reversés chaque mois à l'association.",
    );
  });

  it('with a reçu fiscal: after the payment for a continuous campaign, once the goal is reached for a goal campaign', () => {
    const { unmount } = renderPage(
      <DonationSummary
        amount={100}
        campaign={{ ...goal, end_date: null }}
        rewardTitle={null}
        afterReduction="soit 34 € après réduction d'impôt"
      />,
    );
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      'Votre reçu fiscal vous sera envoyé par email après le paiement.',
    );
    unmount();
    renderPage(
      <DonationSummary
        amount={100}
        campaign={{ ...goal, end_date: '2030-12-01T22:59:59.000Z' }}
        rewardTitle={null}
        afterReduction="soit 34 € après réduction d'impôt"
      />,
    );
    const summary = screen.getByTestId('donation-summary');
    expect(summary).toHaveTextContent(
      "Votre reçu fiscal vous sera envoyé par email une fois l'objectif atteint, à la fin de la campagne (le 1er décembre 2030) : votre don ne devient définitif qu'à ce moment. Si l'objectif n'est pas atteint, votre don vous sera remboursé et aucun reçu fiscal ne sera émis.",
    );
    expect(summary).not.toHaveTextContent('après le paiement');
  });

  it('campaign unknown (its call failed): only the amount, nothing guessed', () => {
    renderPage(<DonationSummary amount={5} campaign={null} rewardTitle={null} />);
    expect(screen.getByTestId('donation-summary')).toHaveTextContent(
      /^Vous donnez 5 € à ce projet\.$/,
    );
  });
});
