import { campaignFixture } from '../../../testing/contribution-fixtures';
import { contributionValuesFixture as values } from '../../../testing/contribution-fixtures';
import { valuesAfterFrequency } from './contribution-state';
import { giftFrequencyFor, offeredFrequencies } from './recurring-frequency';
import { nextChargeDay } from './regular-gift-summary';

const continuous = () => campaignFixture({ target_amount: null, end_date: null });
const goal = () => campaignFixture();

describe('offeredFrequencies: which rhythms a campaign takes', () => {
  it('a continuous campaign: once, every month, every year', () => {
    expect(offeredFrequencies(continuous())).toEqual(['once', 'monthly', 'yearly']);
  });

  it('a goal campaign, or a campaign not loaded yet: once only', () => {
    expect(offeredFrequencies(goal())).toEqual(['once']);
    expect(offeredFrequencies(null)).toEqual(['once']);
  });

  it('a frequency a link chose is kept where offered, read as once elsewhere', () => {
    expect(giftFrequencyFor('monthly', continuous())).toBe('monthly');
    expect(giftFrequencyFor('monthly', goal())).toBe('once');
    expect(giftFrequencyFor('yearly', null)).toBe('once');
  });
});

describe('nextChargeDay: the charge after today’s', () => {
  it.each([
    ['2026-11-27T11:00:00Z', 'monthly', '2026-12-27'],
    ['2026-11-27T11:00:00Z', 'yearly', '2027-11-27'],
    // 31 January: February has no 31st, its last day is taken.
    ['2027-01-31T10:00:00Z', 'monthly', '2027-02-28'],
    ['2028-01-31T10:00:00Z', 'monthly', '2028-02-29'],
    ['2028-02-29T10:00:00Z', 'yearly', '2029-02-28'],
    // 23:30 UTC on 30 November is already 1 December in Paris.
    ['2026-11-30T23:30:00Z', 'monthly', '2027-01-01'],
  ] as const)('from %s, %s: %s', (now, frequency, expected) => {
    expect(nextChargeDay(new Date(now), frequency)).toBe(expected);
  });
});

describe('valuesAfterFrequency', () => {
  it('another frequency takes the consent back; the same one keeps it', () => {
    const ticked = values('20', { frequency: 'monthly', recurringConsent: true });
    expect(valuesAfterFrequency(ticked, 'monthly')).toBe(ticked);
    expect(valuesAfterFrequency(ticked, 'yearly')).toMatchObject({
      frequency: 'yearly',
      recurringConsent: false,
    });
  });
});
