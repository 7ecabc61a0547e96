import {
  taxReceiptMoment,
  amountAfterTaxReductionCents,
  rewardAllowsTaxReceipt,
  taxReturnBoxes,
  effectiveTaxRate,
} from './tax-receipt.rules';

describe('rewardAllowsTaxReceipt', () => {
  const cap = 6900;
  it.each([
    ['no reward', 0, 1000, true],
    ['exactly a quarter', 2500, 10000, true],
    ['one cent above a quarter', 2501, 10000, false],
    ['exactly the cap, under a quarter', 6900, 100000, true],
    ['one cent above the cap, under a quarter', 6901, 100000, false],
    ['a quarter of a big gift but above the cap', 25000, 100000, false],
  ])('%s', (_label, rewardValueCents, giftCents, allowed) => {
    expect(rewardAllowsTaxReceipt({ rewardValueCents, giftCents, rewardCapCents: cap })).toBe(
      allowed,
    );
  });
});

describe('amountAfterTaxReductionCents', () => {
  it('100 € at 66 % costs 34 €, at 75 % costs 25 €', () => {
    expect(amountAfterTaxReductionCents(10000, 66)).toBe(3400);
    expect(amountAfterTaxReductionCents(10000, 75)).toBe(2500);
  });
  it('rounds the reduction down, so the cost is never understated', () => {
    expect(amountAfterTaxReductionCents(1001, 66)).toBe(341);
  });
  it('at 75 %, only the part under the yearly ceiling gets 75 %, the rest 66 %', () => {
    // 1 000 € ceiling: 1 500 € -> 750 € + 330 € of reduction, 420 € of cost.
    expect(amountAfterTaxReductionCents(150000, 75, 100000)).toBe(42000);
    expect(amountAfterTaxReductionCents(100000, 75, 100000)).toBe(25000);
    expect(amountAfterTaxReductionCents(10000, 75, 100000)).toBe(2500);
  });
  it('the ceiling does not touch the 66 % rate', () => {
    expect(amountAfterTaxReductionCents(150000, 66, 100000)).toBe(51000);
  });
});

describe('rewardAllowsTaxReceipt counts the rewards of the calendar year (issue 26, item 5)', () => {
  const cap = 7300;
  it('two 276 € gifts with a 69 € reward each: 138 € in a year, the second is over the cap', () => {
    const first = { rewardValueCents: 6900, giftCents: 27600, rewardCapCents: cap };
    expect(rewardAllowsTaxReceipt({ ...first, rewardsThisYearCents: 0 })).toBe(true);
    expect(rewardAllowsTaxReceipt({ ...first, rewardsThisYearCents: 6900 })).toBe(false);
  });
  it('exactly the cap over the year is still allowed, one cent more is not', () => {
    const gift = { giftCents: 100000, rewardCapCents: cap };
    expect(
      rewardAllowsTaxReceipt({ ...gift, rewardValueCents: 300, rewardsThisYearCents: 7000 }),
    ).toBe(true);
    expect(
      rewardAllowsTaxReceipt({ ...gift, rewardValueCents: 301, rewardsThisYearCents: 7000 }),
    ).toBe(false);
  });
  it('a gift without reward is never refused, whatever the year already holds', () => {
    expect(
      rewardAllowsTaxReceipt({
        rewardValueCents: 0,
        giftCents: 1000,
        rewardCapCents: cap,
        rewardsThisYearCents: 99999,
      }),
    ).toBe(true);
  });
});

describe('amountAfterTaxReductionCents with the ceiling of the loi de finances pour 2026', () => {
  it('1 500 € at 75 % under the 2 000 € ceiling costs 375 € (not 420 € as with 1 000 €)', () => {
    expect(amountAfterTaxReductionCents(150000, 75, 200000)).toBe(37500);
  });
  it('2 500 € at 75 %: 2 000 € at 75 % and 500 € at 66 %, 670 € of cost', () => {
    expect(amountAfterTaxReductionCents(250000, 75, 200000)).toBe(67000);
  });
});

describe('taxReturnBoxes (7UD and 7UF)', () => {
  it('splits the year by rate and leaves cancelled receipts out', () => {
    expect(
      taxReturnBoxes([
        { amountCents: 10000, ratePercent: 75, status: 'issued' },
        { amountCents: 5000, ratePercent: 66, status: 'issued' },
        { amountCents: 2000, ratePercent: 66, status: 'issued' },
        { amountCents: 90000, ratePercent: 75, status: 'cancelled' },
      ]),
    ).toEqual({ box7UD: 10000, box7UF: 7000 });
  });
});

describe('taxReceiptMoment (issue 26, item 1)', () => {
  it('a continuous gift is receipted at payment, a goal campaign gift once the goal is reached', () => {
    expect(taxReceiptMoment('continuous')).toBe('payment');
    expect(taxReceiptMoment('goal')).toBe('goal_reached');
  });
});

describe('effectiveTaxRate', () => {
  it('is the rate set at verification, and none in any other state', () => {
    expect(effectiveTaxRate({ taxEligibility: 'verified', taxRatePercent: 75 })).toBe(75);
    expect(effectiveTaxRate({ taxEligibility: 'verified', taxRatePercent: 66 })).toBe(66);
    for (const state of ['none', 'declared', 'withdrawn'])
      expect(effectiveTaxRate({ taxEligibility: state, taxRatePercent: 66 })).toBeNull();
  });
});
