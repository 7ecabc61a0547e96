import { rewardRowProblem } from './rewards';

describe('reward rows', () => {
  it('accepts an empty row and a complete one', () => {
    expect(rewardRowProblem({ amount: 0, title: '' })).toBeNull();
    expect(rewardRowProblem({ amount: '', title: '  ' })).toBeNull();
    expect(rewardRowProblem({ amount: 1, title: 'Merci' })).toBeNull();
  });

  it('asks for an amount of at least 1 when a title is there', () => {
    const message = "Le montant minimum d'une contrepartie est de 1 €";
    expect(rewardRowProblem({ amount: 0, title: 'Merci' })).toEqual({ field: 'amount', message });
    expect(rewardRowProblem({ amount: '0,5', title: 'Merci' })).toEqual({
      field: 'amount',
      message,
    });
    expect(rewardRowProblem({ amount: 'abc', title: 'Merci' })).toEqual({
      field: 'amount',
      message: 'Veuillez entrer un nombre valide',
    });
  });

  it('asks for a title when an amount is there', () => {
    expect(rewardRowProblem({ amount: 10, title: '' })).toEqual({
      field: 'title',
      message: 'Ajoutez un titre pour garder cette contrepartie',
    });
  });
});
