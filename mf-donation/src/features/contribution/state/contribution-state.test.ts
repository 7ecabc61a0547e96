import { choosePreset, chosenAmount, initialAmountInput, typeAmount } from './amount-input';
import { errorsAfterCheck, initialContributionValues } from './contribution-state';

describe('the amount: a preset or a typed amount, one at a time', () => {
  it('choosing a preset empties the typed text; typing drops the preset', () => {
    expect(choosePreset(50)).toEqual({ preset: 50, text: '' });
    expect(typeAmount('7')).toEqual({ preset: null, text: '7' });
  });

  it.each([
    [{ preset: 20, text: '' }, 20],
    [{ preset: null, text: '12,50' }, 12.5],
    [{ preset: null, text: '1 500 €' }, 1500],
    [{ preset: null, text: '0,50' }, 0.5],
    [{ preset: null, text: 'douze' }, null],
    [{ preset: null, text: '' }, null],
  ])('%j is %p €', (input, amount) => {
    expect(chosenAmount(input)).toBe(amount);
  });

  it.each([
    [20, { preset: 20, text: '' }],
    [12.5, { preset: null, text: '12,5' }],
    [undefined, { preset: null, text: '' }],
    [Number.NaN, { preset: null, text: '' }],
  ])('opened with %p: %j', (initialAmount, input) => {
    expect(initialAmountInput(initialAmount)).toEqual(input);
  });
});

describe('the first values', () => {
  it("a receipt is wished by default; the account's phone is prefilled, nothing else", () => {
    const values = initialContributionValues(undefined, '0612345678');
    expect(values).toMatchObject({ wantsReceipt: true, phone: '0612345678', donorName: '' });
    expect(values).toMatchObject({ acceptedTerms: false, createAccount: false });
    expect(initialContributionValues(undefined, null).phone).toBe('');
  });
});

describe('errors a ticked or unticked box makes stale', () => {
  const shown = {
    password: 'Veuillez entrer un mot de passe pour créer votre compte',
    address: 'Ce champ est requis',
    postalCode: 'Ce champ est requis',
    city: 'Ce champ est requis',
    withoutReward: 'Cochez « Sans contrepartie » ou renoncez au reçu fiscal.',
    acceptedTerms: 'Veuillez accepter les conditions générales',
  };

  it("unticking 'Créer un compte' drops the password's error, nothing else", () => {
    expect(errorsAfterCheck(shown, 'createAccount')).toEqual({ ...shown, password: undefined });
  });

  it("turning the receipt off drops the address's errors and the reward's", () => {
    expect(errorsAfterCheck(shown, 'wantsReceipt')).toEqual({
      password: shown.password,
      acceptedTerms: shown.acceptedTerms,
    });
  });

  it('accepting the terms drops only their own error', () => {
    expect(errorsAfterCheck(shown, 'acceptedTerms')).toEqual({
      ...shown,
      acceptedTerms: undefined,
    });
  });
});
