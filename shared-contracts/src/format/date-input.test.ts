import { endOfDayIso, formatDate, toDateInputValue } from './date';

describe('date inputs', () => {
  it('round-trips a day through the date input and ends it at 23:59:59 in Paris', () => {
    const iso = endOfDayIso('2026-12-24');
    expect(iso).toBe('2026-12-24T22:59:59.000Z');
    expect(toDateInputValue(iso)).toBe('2026-12-24');
    expect(formatDate(iso)).toBe('24/12/2026');
    expect(endOfDayIso('')).toBeNull();
    expect(endOfDayIso('24/12/2026')).toBeNull();
    expect(endOfDayIso('2026-02-30')).toBeNull();
    expect(toDateInputValue(null)).toBe('');
  });

  it("follows Paris' summer time, including on the days the clocks change", () => {
    expect(endOfDayIso('2026-07-14')).toBe('2026-07-14T21:59:59.000Z');
    expect(endOfDayIso('2026-03-29')).toBe('2026-03-29T21:59:59.000Z');
    expect(endOfDayIso('2026-10-25')).toBe('2026-10-25T22:59:59.000Z');
  });

  it('shows the day a stored end date has in Paris, whatever the browser is set to', () => {
    // 23:30 UTC is already the next day in Paris; the list shows 11/01/2027, so must the form.
    expect(toDateInputValue('2027-01-10T23:30:00Z')).toBe('2027-01-11');
    expect(toDateInputValue('2027-01-10T16:37:24Z')).toBe('2027-01-10');
    expect(toDateInputValue('2027-01-10T16:37:24Z')).toBe(
      formatDate('2027-01-10T16:37:24Z').split('/').reverse().join('-'),
    );
  });
});
