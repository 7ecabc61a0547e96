import {
  addDaysIso,
  daysLeft,
  formatDate,
  formatDateTime,
  formatDaysLeft,
  formatLongDate,
  formatMonthKey,
  formatYear,
} from './index';

describe('dates', () => {
  it('formats a date in fr-FR, in Paris time', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22/11/2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDateTime('2026-07-14T08:05:00Z')).toBe('14/07/2026 10:05');
    expect(formatLongDate('2026-07-14T08:05:00Z')).toBe('14 juillet 2026');
    expect(formatYear('2024-03-01T00:00:00Z')).toBe('2024');
  });

  it("writes the first of the month '1er', as French does ('1er décembre', never '1 décembre')", () => {
    expect(formatLongDate('2026-12-01T10:00:00Z')).toBe('1er décembre 2026');
    // 23:30 UTC on 31 December is already the 1st of January in Paris.
    expect(formatLongDate('2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
    expect(formatLongDate('2026-12-02T10:00:00Z')).toBe('2 décembre 2026');
    expect(formatLongDate('2026-12-11T10:00:00Z')).toBe('11 décembre 2026');
    expect(formatLongDate('2026-12-21T10:00:00Z')).toBe('21 décembre 2026');
    expect(formatLongDate('2026-12-31T10:00:00Z')).toBe('31 décembre 2026');
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

describe('formatMonthKey', () => {
  it('reads a YYYY-MM key as a short French month', () => {
    expect(formatMonthKey('2026-11')).toBe('nov. 2026');
    expect(formatMonthKey('2027-01')).toBe('janv. 2027');
    expect(formatMonthKey('bientôt')).toBe('bientôt');
  });
});
