import {
  NBSP,
  addDaysIso,
  campaignProgress,
  capitalize,
  centsToEuros,
  daysLeft,
  eurosToCents,
  formatDate,
  formatDateTime,
  formatDaysLeft,
  formatEuros,
  formatLongDate,
  formatMonthKey,
  formatNumber,
  formatYear,
  rewardBadge,
  stripHtml,
  truncateDescription,
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

  it('converts euros and cents without drift', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1999)).toBe(19.99);
  });
});

describe('dates', () => {
  it('formats a date in fr-FR, in Paris time', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22/11/2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDateTime('2026-07-14T08:05:00Z')).toBe('14/07/2026 10:05');
    expect(formatLongDate('2026-07-14T08:05:00Z')).toBe('14 juillet 2026');
    expect(formatYear('2024-03-01T00:00:00Z')).toBe('2024');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });

  it('adds days for the default end date', () => {
    expect(addDaysIso(30, '2026-01-01T00:00:00.000Z')).toBe('2026-01-31T00:00:00.000Z');
  });
});

describe('daysLeft and formatDaysLeft', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('rounds up to whole days of 86,400,000 ms', () => {
    expect(daysLeft('2026-11-22T12:00:00.001Z', now)).toBe(1);
    expect(daysLeft('2026-11-23T12:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-23T12:00:00.001Z', now)).toBe(2);
    expect(daysLeft('2026-12-22T12:00:00Z', now)).toBe(30);
  });

  it('is never negative', () => {
    expect(daysLeft('2026-11-22T12:00:00Z', now)).toBe(0);
    expect(daysLeft('2020-01-01T00:00:00Z', now)).toBe(0);
  });

  it('is null without an end date', () => {
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft(undefined, now)).toBeNull();
    expect(daysLeft('', now)).toBeNull();
  });

  it("reads 'En continu' without an end date", () => {
    expect(formatDaysLeft(null, now)).toBe('En continu');
    expect(formatDaysLeft(undefined, now)).toBe('En continu');
  });

  it('counts the days left with French plural rules', () => {
    expect(formatDaysLeft('2026-11-22T13:00:00Z', now)).toBe('1 jour restant');
    expect(formatDaysLeft('2020-01-01T00:00:00Z', now)).toBe('0 jour restant');
    expect(formatDaysLeft('2026-11-27T12:00:00Z', now)).toBe('5 jours restants');
  });
});

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

describe('text helpers', () => {
  it('strips HTML before truncating', () => {
    expect(stripHtml('<p>Bonjour&nbsp;<strong>à tous</strong></p><p>&amp; merci</p>')).toBe(
      'Bonjour à tous & merci',
    );
    expect(stripHtml('<script>alert(1)</script>Texte')).toBe('Texte');
    expect(stripHtml(null)).toBe('');
  });

  it('cuts the metadata description to 150 characters', () => {
    const long = `<p>${'a'.repeat(200)}</p>`;
    const cut = truncateDescription(long);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateDescription('<b>Court</b>')).toBe('Court');
    expect(truncateDescription('x'.repeat(150))).toBe('x'.repeat(150));
    expect(truncateDescription('abcdef', 4)).toBe('abc…');
  });

  it('capitalizes category options', () => {
    expect(capitalize('social')).toBe('Social');
    expect(capitalize('éducation')).toBe('Éducation');
    expect(capitalize('')).toBe('');
  });
});

describe('formatMonthKey', () => {
  it('reads a YYYY-MM key as a short French month', () => {
    expect(formatMonthKey('2026-11')).toBe('nov. 2026');
    expect(formatMonthKey('2027-01')).toBe('janv. 2027');
    expect(formatMonthKey('bientôt')).toBe('bientôt');
  });
});
