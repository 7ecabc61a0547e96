import { parisOffsetMs } from 'shared-contracts';

/**
 * Monthly periods of continuous campaigns follow the French calendar: a month runs from the
 * 1st at 00:00 Europe/Paris to the next 1st at 00:00 Europe/Paris.
 */
const TIME_ZONE = 'Europe/Paris';

function parisParts(instant: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { year: value('year'), month: value('month') };
}

/** The instant of the 1st of a month at 00:00 in Paris. */
function parisMonthStart(year: number, month: number): Date {
  const utcGuess = new Date(Date.UTC(year, month - 1, 1));
  // The offset at midnight Paris equals the offset at the UTC guess except across a DST
  // switch, which never happens on the 1st at midnight.
  return new Date(utcGuess.getTime() - parisOffsetMs(utcGuess.getTime()));
}

export interface MonthlyPeriod {
  /** 'YYYY-MM' of the month being settled. */
  key: string;
  /** Donations paid before this instant belong to the period (or to an earlier one). */
  end: Date;
}

/** The last complete month before `asOf`. */
export function lastCompleteMonth(asOf: Date): MonthlyPeriod {
  const { year, month } = parisParts(asOf);
  const end = parisMonthStart(year, month);
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  return { key: `${previousYear}-${String(previousMonth).padStart(2, '0')}`, end };
}
