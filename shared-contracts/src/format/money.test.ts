import {
  NBSP,
  centsToEuros,
  eurosToCents,
  formatAmount,
  formatEuros,
  formatNumber,
  rewardBadge,
} from './index';

// Written with ordinary spaces for readability; the formatters emit U+00A0.
const nb = (text: string): string => text.replace(/ /g, NBSP);

describe('formatEuros', () => {
  it('formats the spec example with a comma and a no-break space before the sign', () => {
    expect(formatEuros(1234.5)).toBe(nb('1 234,50 €'));
  });

  it('never emits the narrow no-break space of recent ICU versions', () => {
    expect(formatEuros(1234567.89)).not.toMatch(/\u202f/);
    expect(formatEuros(1234567.89)).toBe(nb('1 234 567,89 €'));
  });

  it('drops the decimals of whole amounts, so the list default reads 0 €', () => {
    expect(formatEuros(0)).toBe(nb('0 €'));
    expect(formatEuros(1000)).toBe(nb('1 000 €'));
    expect(formatEuros(20.0)).toBe(nb('20 €'));
  });

  it('keeps two decimals for cents', () => {
    expect(formatEuros(0.5)).toBe(nb('0,50 €'));
    expect(formatEuros(19.99)).toBe(nb('19,99 €'));
  });

  it('reads missing or broken amounts as 0', () => {
    expect(formatEuros(null)).toBe(nb('0 €'));
    expect(formatEuros(undefined)).toBe(nb('0 €'));
    expect(formatEuros(Number.NaN)).toBe(nb('0 €'));
  });
});

describe('formatNumber, rewardBadge and cents', () => {
  it('formats counts in fr-FR', () => {
    expect(formatNumber(12345)).toBe(nb('12 345'));
    expect(formatNumber(null)).toBe('0');
  });

  it('builds the reward badge {amount}€+', () => {
    expect(rewardBadge(10)).toBe('10€+');
    expect(rewardBadge(1500)).toBe(nb('1 500€+'));
    expect(rewardBadge(7.5)).toBe('7,50€+');
  });

  it('writes an amount without its sign: whole euros bare, cents with two digits', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1500)).toBe(nb('1 500'));
    expect(formatAmount(12.5)).toBe('12,50');
  });

  it('converts euros and cents without drift', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1999)).toBe(19.99);
  });
});
