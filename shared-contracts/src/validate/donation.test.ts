import {
  DONATION_FIELD_PATHS,
  cleanDonationMessage,
  donationFieldIssues,
  donationFieldOfPath,
  donationFormErrors,
  parseDonationAmount,
  rewardForDonation,
  validateDonationAmount,
  validateDonationForm,
} from './index';

/** A guest's gift that breaks no rule. */
const valid = {
  amount: 20,
  acceptedTerms: true,
  isLoggedIn: false,
  createAccount: false,
  donorName: 'Jean Dupont',
  donorEmail: 'jean@exemple.fr',
};

describe('donation form', () => {
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
    expect(validateDonationForm({ ...valid, donorEmail: '' })).toBe('Ce champ est requis');
    expect(validateDonationForm({ ...valid, createAccount: true, password: 'abc' })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
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

  it('gives each field its own message, for the dialog to show beside it', () => {
    expect(
      donationFormErrors({
        amount: null,
        acceptedTerms: false,
        isLoggedIn: false,
        createAccount: true,
        password: ' ',
        donorName: '',
        donorEmail: 'jean@',
        phone: '06 12',
      }),
    ).toEqual({
      acceptedTerms: 'Veuillez accepter les conditions générales',
      amount: 'Veuillez sélectionner un montant de donation',
      password: 'Veuillez entrer un mot de passe pour créer votre compte',
      donorName: 'Ce champ est requis',
      donorEmail: "Format d'email invalide",
      phone: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    });
    expect(donationFormErrors({ ...valid, phone: '+33 6 12 34 56 78' })).toEqual({});
  });

  it('checks the amount: chosen, at least 1 €, cents at most, under the ceiling', () => {
    expect(validateDonationAmount(undefined)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(0)).toBe('Veuillez sélectionner un montant de donation');
    expect(validateDonationAmount(0.99)).toBe("Le montant minimum d'un don est de 1 €");
    expect(validateDonationAmount(1)).toBeNull();
    expect(validateDonationAmount(12.345)).toBe(
      'Le montant ne peut pas avoir plus de deux décimales',
    );
    expect(validateDonationAmount(19.99)).toBeNull();
    expect(validateDonationAmount(999_999.99)).toBeNull();
    expect(validateDonationAmount(1_000_000)).toBe(
      "Le montant maximum d'un don est de 999 999,99 €",
    );
  });

  it('reads amounts typed the French way', () => {
    expect(parseDonationAmount('12,50')).toBe(12.5);
    expect(parseDonationAmount('12.5')).toBe(12.5);
    expect(parseDonationAmount('1 000,5')).toBe(1000.5);
    expect(parseDonationAmount('1\u202f000 €')).toBe(1000);
    expect(parseDonationAmount(',5')).toBe(0.5);
    expect(parseDonationAmount('')).toBeNull();
    expect(parseDonationAmount('12,5,0')).toBeNull();
    expect(parseDonationAmount('-5')).toBeNull();
    expect(parseDonationAmount('douze')).toBeNull();
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

describe('donationFieldIssues', () => {
  it('lists the problems by body field, in the spec order, as the API answers 422', () => {
    expect(
      donationFieldIssues({
        amount: 0.5,
        acceptedTerms: false,
        isLoggedIn: false,
        createAccount: true,
        password: 'court',
        donorName: ' ',
        donorEmail: '',
      }),
    ).toEqual([
      { path: 'accept_terms', message: 'Veuillez accepter les conditions générales' },
      { path: 'amount', message: expect.any(String) },
      { path: 'password', message: expect.any(String) },
      { path: 'donor_name', message: expect.any(String) },
      { path: 'donor_email', message: expect.any(String) },
    ]);
  });

  it('asks a signed-in donor for nothing the account gives', () => {
    expect(
      donationFieldIssues({
        amount: 20,
        acceptedTerms: true,
        isLoggedIn: true,
        createAccount: true,
      }),
    ).toEqual([]);
  });

  it('asks for the postal address only with the receipt wish, by its body field', () => {
    const guest = { ...valid, address: '', postalCode: '6900' };
    expect(donationFieldIssues(guest)).toEqual([]);
    expect(donationFieldIssues({ ...guest, taxReceipt: true })).toEqual([
      { path: 'address', message: 'Ce champ est requis' },
      { path: 'postal_code', message: 'Code postal invalide (5 chiffres)' },
      { path: 'city', message: 'Ce champ est requis' },
    ]);
    expect(
      donationFieldIssues({
        ...guest,
        taxReceipt: true,
        address: '12 rue des Lilas',
        postalCode: '69003',
        city: 'Lyon',
      }),
    ).toEqual([]);
  });
});

describe('donationFieldOfPath', () => {
  it('places every body field the API names back on its dialog field', () => {
    for (const [field, path] of Object.entries(DONATION_FIELD_PATHS))
      expect(donationFieldOfPath(path)).toBe(field);
    expect(donationFieldOfPath('postal_code')).toBe('postalCode');
    expect(donationFieldOfPath('without_reward')).toBe('withoutReward');
    expect(donationFieldOfPath('campaign_id')).toBeNull();
  });
});
