import { highestQualifyingReward, keepFilledRewards, validateRewards } from './index';

describe('rewards', () => {
  const rewards = [
    { amount: 10, title: 'Merci' },
    { amount: 50, title: 'Affiche' },
    { amount: 20, title: 'Carte postale' },
  ];

  it('keeps only rows with both an amount and a title', () => {
    expect(
      keepFilledRewards([
        { amount: 10, title: ' Merci ', description: 'x' },
        { amount: 0, title: 'Nouvelle' },
        { amount: 5, title: '' },
        { amount: '15', title: 'Sac' },
        { amount: null, title: 'Rien' },
      ]),
    ).toEqual([
      { amount: 10, title: 'Merci', description: 'x' },
      { amount: 15, title: 'Sac' },
    ]);
  });

  it('needs an amount of at least 1 on kept rows', () => {
    expect(
      validateRewards([
        { amount: 0.5, title: 'Trop peu' },
        { amount: 1, title: 'Ok' },
        { amount: 0, title: 'Vide' },
      ]),
    ).toEqual({
      0: "Le montant minimum d'une contrepartie est de 1 €",
    });
  });

  it('selects the highest reward the amount reaches', () => {
    expect(highestQualifyingReward(rewards, 35)?.title).toBe('Carte postale');
    expect(highestQualifyingReward(rewards, 50)?.title).toBe('Affiche');
    expect(highestQualifyingReward(rewards, 10)?.title).toBe('Merci');
    expect(highestQualifyingReward(rewards, 9.99)).toBeNull();
    expect(highestQualifyingReward(undefined, 100)).toBeNull();
  });
});
