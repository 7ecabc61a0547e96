import { fundingMode, isGoalCampaign, isGoalReached } from './campaign-funding';

describe('isGoalCampaign / fundingMode', () => {
  it('a target above zero and an end date make a goal campaign', () => {
    expect(isGoalCampaign({ target_amount: 1000, end_date: '2026-12-01T00:00:00Z' })).toBe(true);
    expect(isGoalCampaign({ target_amount: 1, end_date: new Date('2026-12-01') })).toBe(true);
    expect(fundingMode({ target_amount: 1000, end_date: '2026-12-01T00:00:00Z' })).toBe('goal');
  });

  it('no target, a 0 target or no end date is continuous funding', () => {
    expect(fundingMode({ target_amount: 1000, end_date: null })).toBe('continuous');
    expect(fundingMode({ target_amount: 1000, end_date: '' })).toBe('continuous');
    expect(fundingMode({ target_amount: null, end_date: '2026-12-01T00:00:00Z' })).toBe(
      'continuous',
    );
    expect(fundingMode({ target_amount: 0, end_date: '2026-12-01T00:00:00Z' })).toBe('continuous');
    expect(fundingMode({})).toBe('continuous');
    expect(isGoalCampaign({ target_amount: 0, end_date: new Date('2026-12-01') })).toBe(false);
  });
});

describe('isGoalReached', () => {
  it('is reached from exactly the target, not a cent below', () => {
    expect(isGoalReached(100_000, 100_000)).toBe(true);
    expect(isGoalReached(100_001, 100_000)).toBe(true);
    expect(isGoalReached(99_999, 100_000)).toBe(false);
  });
});
