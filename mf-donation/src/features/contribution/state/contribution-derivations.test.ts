import type { Campaign, Reward } from 'shared-contracts';
import {
  contributionErrors,
  contributionSubmission,
  contributionSummary,
  deriveContribution,
  hasErrors,
  submitText,
} from './contribution-derivations';
import {
  initialContributionValues,
  typeAmount,
  type ContributionValues,
} from './contribution-state';

function reward(amount: number, title: string, value?: number): Reward {
  return { id: title, amount, title, description: null, includes_previous: true, value };
}

const REWARDS = [
  reward(10, 'Carte postale'),
  reward(25, 'Sachet de graines'),
  reward(50, 'Panier de légumes'),
];

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c1',
    slug: 'jardin-partage',
    title: 'Jardin partagé',
    description: 'Un jardin pour le quartier',
    story: null,
    image_url: null,
    target_amount: 5000,
    raised_amount: 1200,
    end_date: '2030-06-30T00:00:00.000Z',
    status: 'active',
    total_backers: 12,
    association_id: 'a1',
    association_name: 'Les Jardiniers',
    association_slug: 'les-jardiniers',
    association_image: null,
    association_category: 'environment',
    created_at: '2026-01-01T00:00:00.000Z',
    rewards: REWARDS,
    ...overrides,
  };
}

/** An association whose receipts the super admin verified: 66 %, a reward cap of 69 €. */
const verified = (overrides: Partial<Campaign> = {}) =>
  campaign({ tax_receipt_rate: 66, tax_receipt_ceiling: 1000, tax_reward_cap: 69, ...overrides });

function values(text: string, overrides: Partial<ContributionValues> = {}): ContributionValues {
  return { ...initialContributionValues(undefined, null), amount: typeAmount(text), ...overrides };
}

const visitor: Partial<ContributionValues> = {
  donorName: 'Camille Martin',
  donorEmail: 'camille@example.fr',
  acceptedTerms: true,
};

describe('deriveContribution: the amount and the reward it reaches', () => {
  it.each([
    ['9,99', null],
    ['10', 'Carte postale'],
    ['24,99', 'Carte postale'],
    ['25', 'Sachet de graines'],
    ['250', 'Panier de légumes'],
  ])('%s € reaches %p', (text, title) => {
    const facts = deriveContribution(values(text), campaign());
    expect(facts.reward?.title ?? null).toBe(title);
  });

  it('an amount the rules refuse is kept for the message but previews nothing', () => {
    const facts = deriveContribution(values('0,50'), campaign());
    expect(facts).toMatchObject({ amount: 0.5, validAmount: null, reward: null });
  });

  it('without the campaign (loading, failed) the amount stands, no reward, no receipt', () => {
    const facts = deriveContribution(values('50'), null);
    expect(facts).toMatchObject({ validAmount: 50, reward: null, terms: null });
    expect(facts.isReceiptOn).toBe(false);
  });
});

describe('deriveContribution: the reçu fiscal', () => {
  it('is offered only by a verified association, and wished by default', () => {
    expect(deriveContribution(values('100'), campaign()).isReceiptOn).toBe(false);
    const facts = deriveContribution(values('100'), verified());
    expect(facts).toMatchObject({ isReceiptOn: true, getsReceipt: true, rewardWarning: null });
  });

  it('turned off: no receipt, and "Sans contrepartie" ticked before changes nothing', () => {
    const facts = deriveContribution(
      values('50', { wantsReceipt: false, withoutReward: true }),
      verified(),
    );
    expect(facts).toMatchObject({ isReceiptOn: false, declinesReward: false, getsReceipt: false });
    expect(facts.reward?.title).toBe('Panier de légumes');
  });

  it('a reward worth more than a quarter of the gift: no receipt unless given up', () => {
    const rewards = [reward(50, 'Panier de légumes', 20)];
    const kept = deriveContribution(values('50'), verified({ rewards }));
    expect(kept.rewardWarning).toContain('choisissez « sans contrepartie »');
    expect(kept).toMatchObject({ getsReceipt: false, declinesReward: false });
    expect(kept.reward?.title).toBe('Panier de légumes');

    const given = deriveContribution(values('50', { withoutReward: true }), verified({ rewards }));
    expect(given).toMatchObject({ getsReceipt: true, declinesReward: true, reward: null });
    expect(given.reachedReward?.title).toBe('Panier de légumes');
  });

  it('a reward over the yearly cap, though under a quarter of the gift, breaks the rule too', () => {
    const rewards = [reward(10, 'Carte postale', 2.5), reward(400, 'Week-end', 70)];
    expect(deriveContribution(values('10'), verified({ rewards })).rewardWarning).toBeNull();
    expect(deriveContribution(values('400'), verified({ rewards })).rewardWarning).not.toBeNull();
  });
});

describe('contributionSummary: the line before paying', () => {
  it('is absent while no valid amount is chosen', () => {
    expect(contributionSummary(deriveContribution(values(''), campaign()))).toBeNull();
    expect(contributionSummary(deriveContribution(values('0,50'), campaign()))).toBeNull();
  });

  it('names the reward, and the cost after the reduction only when the receipt comes', () => {
    expect(contributionSummary(deriveContribution(values('25'), campaign()))).toEqual({
      amount: 25,
      rewardTitle: 'Sachet de graines',
      afterReduction: null,
    });
    expect(contributionSummary(deriveContribution(values('100'), verified()))).toEqual({
      amount: 100,
      rewardTitle: 'Panier de légumes',
      afterReduction: "soit 34\u00a0€ après réduction d'impôt",
    });
  });

  it('a reward given up for the receipt: none named, the reduction promised', () => {
    const rewards = [reward(50, 'Panier de légumes', 20)];
    const facts = deriveContribution(values('50', { withoutReward: true }), verified({ rewards }));
    expect(contributionSummary(facts)).toEqual({
      amount: 50,
      rewardTitle: null,
      afterReduction: "soit 17\u00a0€ après réduction d'impôt",
    });
  });
});

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
    const rewards = [reward(50, 'Panier de légumes', 20)];
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
  const target = { campaignId: 'c1', isLoggedIn: false };

  it('the amount typed the French way as a number, the donor as typed, no receipt when none offered', () => {
    const form = values('12,50', { ...visitor, message: ' Bravo ', isAnonymous: true });
    expect(contributionSubmission(form, deriveContribution(form, campaign()), target)).toEqual({
      campaignId: 'c1',
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

describe('submitText: the pay button', () => {
  it('pays the valid amount, else leads on; says it is busy once sent', () => {
    expect(submitText(deriveContribution(values('12,5'), null), false)).toBe('Payer 12,50\u00a0€');
    expect(submitText(deriveContribution(values('0,5'), null), false)).toBe(
      'Continuer vers le paiement',
    );
    expect(submitText(deriveContribution(values('20'), null), true)).toBe(
      'Redirection vers le paiement...',
    );
  });
});
