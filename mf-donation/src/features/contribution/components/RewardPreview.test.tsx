import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { RewardPreview } from './RewardPreview';

const rewards = [
  { id: 'r2', amount: 25, title: 'Sachet de graines', description: null, includes_previous: true },
  {
    id: 'r1',
    amount: 10,
    title: 'Carte postale',
    description: 'Dessinée',
    includes_previous: true,
  },
];

describe('RewardPreview', () => {
  it('while loading: a skeleton, announced', () => {
    renderPage(<RewardPreview status="loading" rewards={null} amount={20} onRetry={jest.fn()} />);
    expect(screen.getByTestId('reward-preview-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Chargement des contreparties')).toBeInTheDocument();
  });

  it('after a failure: the loading message and a retry', () => {
    const onRetry = jest.fn();
    renderPage(<RewardPreview status="error" rewards={null} amount={20} onRetry={onRetry} />);
    expect(screen.getByText('Erreur lors du chargement de la campagne')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a campaign without rewards: nothing', () => {
    renderPage(<RewardPreview status="ready" rewards={[]} amount={20} onRetry={jest.fn()} />);
    expect(screen.queryByTestId('reward-preview')).toBeNull();
    expect(screen.queryByText(/contrepartie/i)).toBeNull();
  });

  it('the highest reward reached, whatever the order the campaign lists them in', () => {
    renderPage(<RewardPreview status="ready" rewards={rewards} amount={30} onRetry={jest.fn()} />);
    expect(screen.getByTestId('reward-selected')).toHaveTextContent('Sachet de graines25€+');
  });

  it('under the first threshold: says none is reached and where they start', () => {
    renderPage(
      <RewardPreview status="ready" rewards={rewards} amount={9.99} onRetry={jest.fn()} />,
    );
    expect(screen.getByTestId('reward-none')).toHaveTextContent(
      "Ce montant n'atteint aucune contrepartie. Première contrepartie à partir de 10 € : Carte postale.",
    );
  });

  it('a reward with none left shows ‘Épuisé’ and is not given; a stocked one says what is left (issue 30)', () => {
    const stocked = [
      { ...rewards[0]!, remaining: 0 },
      { ...rewards[1]!, remaining: 1 },
    ];
    renderPage(
      <RewardPreview
        status="ready"
        rewards={stocked}
        amount={30}
        soldOut={stocked[0]}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByTestId('reward-sold-out')).toHaveTextContent('Sachet de grainesÉpuisé');
    expect(screen.getByTestId('reward-selected')).toHaveTextContent('Carte postale');
    expect(screen.getByTestId('reward-remaining')).toHaveTextContent('Plus qu’un exemplaire');
  });

  it('the only reward reached is sold out: the card alone, not ‘reaches none’', () => {
    const soldOut = { ...rewards[1]!, remaining: 0 };
    renderPage(
      <RewardPreview
        status="ready"
        rewards={[soldOut]}
        amount={15}
        soldOut={soldOut}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByTestId('reward-sold-out')).toHaveTextContent('Carte postaleÉpuisé');
    expect(screen.queryByTestId('reward-none')).toBeNull();
  });
});
