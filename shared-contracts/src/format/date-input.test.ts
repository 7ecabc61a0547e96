import { endOfDayIso, toDateInputValue } from './date';

describe('date inputs', () => {
  it('round-trips a day through the date input and ends it at 23:59:59', () => {
    const iso = endOfDayIso('2026-12-24');
    expect(toDateInputValue(iso)).toBe('2026-12-24');
    expect(new Date(iso!).getHours()).toBe(23);
    expect(endOfDayIso('')).toBeNull();
    expect(endOfDayIso('24/12/2026')).toBeNull();
    expect(toDateInputValue(null)).toBe('');
  });
});
