import { defaultCampaignEndDate, donorDisplayName, paymentOutcome } from './index';

describe('donorDisplayName', () => {
  it("hides anonymous donors behind 'Donateur anonyme'", () => {
    expect(donorDisplayName({ donor_name: 'Jean', is_anonymous: true })).toBe('Donateur anonyme');
    expect(donorDisplayName({ donor_name: 'Jean', is_anonymous: false })).toBe('Jean');
    expect(donorDisplayName({ donor_name: '  ', is_anonymous: false })).toBe('Donateur anonyme');
  });
});

describe('paymentOutcome', () => {
  it('follows the payment return transitions', () => {
    expect(paymentOutcome('paid')).toBe('success');
    expect(paymentOutcome('expired')).toBe('expired');
    expect(paymentOutcome('failed')).toBe('failed');
    expect(paymentOutcome('pending')).toBe('pending');
    expect(paymentOutcome('open')).toBe('pending');
    expect(paymentOutcome(undefined)).toBe('pending');
  });
});

describe('defaultCampaignEndDate', () => {
  it('is 30 days ahead', () => {
    expect(defaultCampaignEndDate('2026-11-22T10:00:00.000Z')).toBe('2026-12-22T10:00:00.000Z');
  });
});
