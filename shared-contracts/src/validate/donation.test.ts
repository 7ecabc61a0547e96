import { rewardForDonation, validateDonationAmount } from './donation';

describe('the donation rules shared by the dialog and the server', () => {
  it('accepts 1 € to 999 999,99 €', () => {
    expect(validateDonationAmount(1)).toBeNull();
    expect(validateDonationAmount(999_999.99)).toBeNull();
  });

  it('refuses less than 1 €, nothing, and more than the card ceiling, in French', () => {
    expect(validateDonationAmount(0.99)).not.toBeNull();
    expect(validateDonationAmount(0)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(null)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(Number.NaN)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(1_000_000)).toBe(
      "Le montant maximum d'un don est de 999 999,99 €",
    );
  });

  it('chooses the highest reward the amount reaches', () => {
    const rewards = [
      { amount: 5, title: 'Carte' },
      { amount: 20, title: 'Affiche' },
      { amount: 50, title: 'T-shirt' },
    ];
    expect(rewardForDonation(rewards, 4.99)).toBeNull();
    expect(rewardForDonation(rewards, 20)?.title).toBe('Affiche');
    expect(rewardForDonation(rewards, 49.99)?.title).toBe('Affiche');
    expect(rewardForDonation(rewards, 500)?.title).toBe('T-shirt');
  });
});
