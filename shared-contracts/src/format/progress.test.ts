import { campaignProgress } from './index';

describe('campaignProgress', () => {
  it('gives the percent uncapped and the bar capped at 100', () => {
    expect(campaignProgress(1500, 1000)).toEqual({
      percent: 150,
      bar: 100,
      isFunded: true,
      hasTarget: true,
      label: '150%',
      caption: 'financé',
    });
  });

  it('is funded at exactly 100 % and not just below', () => {
    expect(campaignProgress(1000, 1000).isFunded).toBe(true);
    expect(campaignProgress(999.99, 1000).isFunded).toBe(false);
    expect(campaignProgress(999.99, 1000).label).toBe('99%');
    expect(campaignProgress(0.3, 0.1 + 0.2).isFunded).toBe(true);
  });

  it('reads partial progress', () => {
    const progress = campaignProgress(250, 1000);
    expect(progress.percent).toBe(25);
    expect(progress.bar).toBe(25);
    expect(progress.isFunded).toBe(false);
    expect(campaignProgress(null, 1000).percent).toBe(0);
  });

  it("shows '∞' and 'ouvert' without a target", () => {
    for (const target of [null, undefined, 0]) {
      const progress = campaignProgress(500, target);
      expect(progress.label).toBe('∞');
      expect(progress.caption).toBe('ouvert');
      expect(progress.hasTarget).toBe(false);
      expect(progress.isFunded).toBe(false);
      expect(progress.percent).toBeNull();
    }
  });
});
