import type { Campaign } from 'shared-contracts';
import {
  campaignFixture,
  contributionValuesFixture as values,
  valuedRewardFixture as valued,
  verifiedCampaignFixture,
} from '../../../testing/contribution-fixtures';
import { deriveContribution } from './contribution-derivations';
import type { ContributionValues } from './contribution-state';
import { contributionSubmission, shippingErrors } from './contribution-sending';
import { contributionErrors, hasErrors } from './contribution-submission';

const campaign = campaignFixture;
const verified = verifiedCampaignFixture;

const visitor: Partial<ContributionValues> = {
  donorName: 'Camille Martin',
  donorEmail: 'camille@example.fr',
  acceptedTerms: true,
};

describe('contributionErrors: the refusals before sending', () => {
  it("a visitor's complete form: none", () => {
    const form = values('20', visitor);
    expect(hasErrors(contributionErrors(form, deriveContribution(form, campaign()), false))).toBe(
      false,
    );
  });

  it("the rules of spec section 5, by field; a signed-in donor's name comes from the account", () => {
    const form = values('0,50');
    const facts = deriveContribution(form, campaign());
    expect(contributionErrors(form, facts, false)).toEqual({
      acceptedTerms: 'Veuillez accepter les conditions générales',
      amount: "Le montant minimum d'un don est de 1 €",
      donorName: 'Ce champ est requis',
      donorEmail: 'Ce champ est requis',
    });
    expect(contributionErrors(form, facts, true)).not.toHaveProperty('donorName');
  });

  it('the address only while a receipt is wished', () => {
    const form = values('100', visitor);
    const facts = deriveContribution(form, verified());
    expect(contributionErrors(form, facts, false)).toEqual({
      address: 'Ce champ est requis',
      postalCode: 'Ce champ est requis',
      city: 'Ce champ est requis',
    });
    const off = { ...form, wantsReceipt: false };
    expect(contributionErrors(off, deriveContribution(off, verified()), false)).toEqual({});
  });

  it("a reward too valuable for the receipt: 'Sans contrepartie' or no receipt", () => {
    const address = { address: '12 rue des Lilas', postalCode: '69003', city: 'Lyon' };
    const rewards = [valued(50, 'Panier de légumes', 20)];
    const form = values('50', { ...visitor, ...address });
    expect(
      contributionErrors(form, deriveContribution(form, verified({ rewards })), false),
    ).toEqual({ withoutReward: 'Cochez « Sans contrepartie » ou renoncez au reçu fiscal.' });
    const given = { ...form, withoutReward: true };
    expect(
      contributionErrors(given, deriveContribution(given, verified({ rewards })), false),
    ).toEqual({});
  });
});

describe('contributionSubmission: what POST /donations is given', () => {
  const target = { campaignId: 'jardin-partage', isLoggedIn: false };

  it('the amount typed the French way as a number, the donor as typed, no receipt when none offered', () => {
    const form = values('12,50', { ...visitor, message: ' Bravo ', isAnonymous: true });
    expect(contributionSubmission(form, deriveContribution(form, campaign()), target)).toEqual({
      campaignId: 'jardin-partage',
      amount: 12.5,
      isLoggedIn: false,
      donorName: 'Camille Martin',
      donorEmail: 'camille@example.fr',
      phone: '',
      message: ' Bravo ',
      isAnonymous: true,
      createAccount: false,
      password: '',
      taxReceipt: null,
      withoutReward: false,
      rewardId: 'r1',
      shipping: null,
      frequency: 'once',
      website: '',
    });
  });

  it('the address while the receipt is wished, and the reward given up', () => {
    const address = { address: '12 rue des Lilas', postalCode: '69003', city: 'Lyon' };
    const form = values('50', { ...visitor, ...address, withoutReward: true });
    const sent = contributionSubmission(form, deriveContribution(form, verified()), target);
    expect(sent).toMatchObject({ taxReceipt: address, withoutReward: true });
    const off = { ...form, wantsReceipt: false };
    expect(contributionSubmission(off, deriveContribution(off, verified()), target)).toMatchObject({
      taxReceipt: null,
      withoutReward: false,
    });
  });

  it('refuses to build a donation without an amount', () => {
    const form = values('', visitor);
    expect(() => contributionSubmission(form, deriveContribution(form, null), target)).toThrow();
  });
});

describe('a regular gift is sent only with its consent (issue 29)', () => {
  const continuous = () => campaign({ target_amount: null, end_date: null });

  it('monthly without the box ticked: refused beside it', () => {
    const form = values('20', { ...visitor, frequency: 'monthly' });
    expect(contributionErrors(form, deriveContribution(form, continuous()), false)).toEqual({
      recurringConsent: 'Cochez cette case pour confirmer votre don régulier.',
    });
  });

  it('ticked: sent with its frequency', () => {
    const form = values('20', { ...visitor, frequency: 'yearly', recurringConsent: true });
    const facts = deriveContribution(form, continuous());
    expect(hasErrors(contributionErrors(form, facts, false))).toBe(false);
    expect(
      contributionSubmission(form, facts, { campaignId: 'c1', isLoggedIn: false }),
    ).toMatchObject({ frequency: 'yearly', amount: 20 });
  });

  it('a goal campaign takes it once, whatever a link chose: no consent asked', () => {
    const form = values('20', { ...visitor, frequency: 'monthly' });
    const facts = deriveContribution(form, campaign());
    expect(hasErrors(contributionErrors(form, facts, false))).toBe(false);
    expect(
      contributionSubmission(form, facts, { campaignId: 'c1', isLoggedIn: false }).frequency,
    ).toBe('once');
  });
});

describe('reward stock and a posted reward (issue 30)', () => {
  const target = { campaignId: 'jardin-partage', isLoggedIn: false };
  const stocked = (overrides: Partial<Campaign['rewards'][number]>[]) =>
    campaign({
      rewards: campaign().rewards.map((reward, index) => ({ ...reward, ...overrides[index] })),
    });

  it('a sold-out reward is shown as such and never given: the next one down applies', () => {
    const form = values('60', visitor);
    const facts = deriveContribution(form, stocked([{}, { remaining: 2 }, { remaining: 0 }]));
    expect(facts.soldOutReward?.title).toBe('Panier de légumes');
    expect(facts.reward?.title).toBe('Sachet de graines');
    expect(contributionSubmission(form, facts, target)).toMatchObject({ rewardId: 'r2' });
  });

  it('asks for the address of a posted reward, in the French format, and sends it', () => {
    const campaignWithPost = stocked([{}, { needs_shipping: true }]);
    const form = values('30', visitor);
    const facts = deriveContribution(form, campaignWithPost);
    expect(facts.shipsReward).toBe(true);
    expect(shippingErrors(form, facts)).toEqual({
      shippingAddress: 'Indiquez l’adresse de livraison.',
      shippingPostalCode: 'Indiquez le code postal.',
      shippingCity: 'Indiquez la ville.',
    });
    const wrongCode = {
      ...form,
      shippingAddress: '3 rue Haute',
      shippingPostalCode: '750',
      shippingCity: 'Paris',
    };
    expect(shippingErrors(wrongCode, facts)).toEqual({
      shippingPostalCode: 'Le code postal doit comporter 5 chiffres.',
    });
    const filled = { ...wrongCode, shippingPostalCode: ' 75004 ' };
    expect(shippingErrors(filled, facts)).toEqual({});
    expect(contributionErrors(filled, facts, false)).toEqual({});
    expect(contributionSubmission(filled, facts, target).shipping).toEqual({
      shipping_address: '3 rue Haute',
      shipping_address_extra: undefined,
      shipping_postal_code: '75004',
      shipping_city: 'Paris',
      shipping_country: 'FR',
    });
    // Under the reward's amount, or without it: no address.
    const small = values('12', visitor);
    expect(deriveContribution(small, campaignWithPost).shipsReward).toBe(false);
  });
});
