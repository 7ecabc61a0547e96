import { amountAfterTaxReductionCents, rewardAllowsTaxReceipt } from './tax-receipt.rules';

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
