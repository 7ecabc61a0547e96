import {
  cleanDonationMessage,
  rewardForDonation,
  validateDonationAmount,
  validateDonationForm,
} from './index';

describe('donation form', () => {
  const valid = {
    amount: 20,
    acceptedTerms: true,
    isLoggedIn: false,
    createAccount: false,
    donorName: 'Jean Dupont',
    donorEmail: 'jean@exemple.fr',
  };

  it('answers each spec message', () => {
    expect(validateDonationForm({ ...valid, acceptedTerms: false })).toBe(
      'Veuillez accepter les conditions générales',
    );
    expect(validateDonationForm({ ...valid, amount: 0 })).toBe(
      'Veuillez sélectionner un montant de donation',
    );
    expect(validateDonationForm({ ...valid, amount: null })).toBe(
      'Veuillez sélectionner un montant de donation',
    );
    expect(validateDonationForm({ ...valid, createAccount: true, password: '' })).toBe(
      'Veuillez entrer un mot de passe pour créer votre compte',
    );
    expect(validateDonationForm({ ...valid, donorEmail: '' })).toBe(
      'Veuillez renseigner votre nom et votre email',
    );
    expect(validateDonationForm({ ...valid, donorEmail: 'faux' })).toBe("Format d'email invalide");
    expect(validateDonationForm({ ...valid, phone: '123' })).toBe(
      'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    );
    expect(validateDonationForm(valid)).toBeNull();
  });

  it('lets a logged-in donor give without name, email or password', () => {
    expect(
      validateDonationForm({
        amount: 5,
        acceptedTerms: true,
        isLoggedIn: true,
        createAccount: true,
      }),
    ).toBeNull();
  });

  it('trims the message and drops it when empty', () => {
    expect(cleanDonationMessage('  Bravo  ')).toBe('Bravo');
    expect(cleanDonationMessage('   ')).toBeUndefined();
    expect(cleanDonationMessage(null)).toBeUndefined();
  });
});

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
