import {
  campaignFixture,
  contributionValuesFixture as values,
  valuedRewardFixture as valued,
  verifiedCampaignFixture,
} from '../../../testing/contribution-fixtures';
import { contributionSummary, deriveContribution, submitText } from './contribution-derivations';
import { regularGiftSummary } from './regular-gift-summary';

const campaign = campaignFixture;
/** The first charge's day in the summaries: 27 November 2026, noon in Paris. */
const TODAY = new Date('2026-11-27T11:00:00Z');
const verified = verifiedCampaignFixture;

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
    const rewards = [valued(50, 'Panier de légumes', 20)];
    const kept = deriveContribution(values('50'), verified({ rewards }));
    expect(kept.rewardWarning).toContain('choisissez « sans contrepartie »');
    expect(kept).toMatchObject({ getsReceipt: false, declinesReward: false });
    expect(kept.reward?.title).toBe('Panier de légumes');

    const given = deriveContribution(values('50', { withoutReward: true }), verified({ rewards }));
    expect(given).toMatchObject({ getsReceipt: true, declinesReward: true, reward: null });
    expect(given.reachedReward?.title).toBe('Panier de légumes');
  });

  it('a reward over the yearly cap, though under a quarter of the gift, breaks the rule too', () => {
    const rewards = [valued(10, 'Carte postale', 2.5), valued(400, 'Week-end', 70)];
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
      regular: null,
    });
    expect(contributionSummary(deriveContribution(values('100'), verified()))).toEqual({
      amount: 100,
      rewardTitle: 'Panier de légumes',
      afterReduction: "soit 34\u00a0€ après réduction d'impôt",
      regular: null,
    });
  });

  it('a reward given up for the receipt: none named, the reduction promised', () => {
    const rewards = [valued(50, 'Panier de légumes', 20)];
    const facts = deriveContribution(values('50', { withoutReward: true }), verified({ rewards }));
    expect(contributionSummary(facts)).toEqual({
      amount: 50,
      rewardTitle: null,
      afterReduction: "soit 17\u00a0€ après réduction d'impôt",
      regular: null,
    });
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

describe('a regular gift: what is read before paying (issue 29)', () => {
  const continuous = (overrides = {}) =>
    campaign({ target_amount: null, end_date: null, ...overrides });
  const eligible = () =>
    verified({ target_amount: null, end_date: null, rewards: [], tax_receipt_rate: 66 });

  it('monthly: the amount, its rhythm, the next charge and the year’s total', () => {
    const facts = deriveContribution(values('20', { frequency: 'monthly' }), continuous());
    expect(facts.frequency).toBe('monthly');
    expect(regularGiftSummary(facts, TODAY)).toEqual({
      frequency: 'monthly',
      per: 'par mois',
      nextChargeDay: '2026-12-27',
      yearlyTotal: 240,
      yearlyAfterReduction: null,
    });
  });

  it('where the association is eligible, the year’s cost after the reduction', () => {
    const monthly = deriveContribution(values('20', { frequency: 'monthly' }), eligible());
    expect(regularGiftSummary(monthly, TODAY)).toMatchObject({
      yearlyTotal: 240,
      yearlyAfterReduction: 81.6,
    });
    const yearly = deriveContribution(values('150', { frequency: 'yearly' }), eligible());
    expect(regularGiftSummary(yearly, TODAY)).toMatchObject({
      nextChargeDay: '2027-11-27',
      yearlyTotal: 150,
      yearlyAfterReduction: 51,
    });
  });

  it('the 75 % ceiling is yearly: it applies to the year’s total, not to each charge', () => {
    // 75 % up to 1 000 € a year, 66 % above: 12 × 100 € = 1 200 €, 750 + 132 = 882 € off.
    const facts = deriveContribution(
      values('100', { frequency: 'monthly' }),
      verified({ target_amount: null, end_date: null, rewards: [], tax_receipt_rate: 75 }),
    );
    expect(regularGiftSummary(facts, TODAY)?.yearlyAfterReduction).toBe(318);
  });

  it('no reduction promised when the receipt is declined', () => {
    const facts = deriveContribution(
      values('20', { frequency: 'monthly', wantsReceipt: false }),
      eligible(),
    );
    expect(regularGiftSummary(facts, TODAY)?.yearlyAfterReduction).toBeNull();
  });

  it('whole cents over a year: 12 × 8,33 € is 99,96 €', () => {
    const facts = deriveContribution(values('8,33', { frequency: 'monthly' }), continuous());
    expect(regularGiftSummary(facts, TODAY)?.yearlyTotal).toBe(99.96);
  });

  it('on a goal campaign a chosen frequency reads as once: no commitment shown', () => {
    const facts = deriveContribution(values('20', { frequency: 'monthly' }), campaign());
    expect(facts.frequency).toBe('once');
    expect(regularGiftSummary(facts, TODAY)).toBeNull();
  });

  it('the pay button says the rhythm', () => {
    const monthly = deriveContribution(values('20', { frequency: 'monthly' }), continuous());
    expect(submitText(monthly, false)).toBe('Donner 20\u00a0€ par mois');
    const yearly = deriveContribution(values('20', { frequency: 'yearly' }), continuous());
    expect(submitText(yearly, false)).toBe('Donner 20\u00a0€ par an');
  });
});
