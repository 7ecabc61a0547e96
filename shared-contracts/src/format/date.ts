import { DEFAULT_CAMPAIGN_DURATION_DAYS, LOCALE, MS_PER_DAY } from '../constants';
import { DISPLAY_TEXTS } from '../texts';

// The platform is French: dates read the same in Paris whatever the server's or visitor's zone.
const TIME_ZONE = 'Europe/Paris';

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export type DateInput = string | number | Date | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '22/11/2026'; an empty or invalid date gives ''. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : '';
}

/** '22/11/2026 11:00'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date).replace(',', '') : '';
}

/**
 * '22 novembre 2026', and '1er décembre 2026' for the first of a month (French writes the
 * ordinal for the 1st only; Intl gives '1 décembre'). Every long date, receipts included.
 */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return longDateFormatter
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** A 'YYYY-MM' month key (the admin chart) as 'nov. 2026'; anything else shows raw. */
export function formatMonthKey(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  // Noon UTC on the 15th is the same month in every time zone.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** The year an association joined ('member since'), in Paris time. */
export function formatYear(value: DateInput): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: 'numeric' }).format(date)
    : '';
}

/**
 * Whole days left until endDate, rounded up, never below 0; null when there is no end date
 * (an ongoing campaign).
 */
export function daysLeft(endDate: DateInput, now: DateInput = new Date()): number | null {
  const end = toDate(endDate);
  if (!end) return null;
  const from = toDate(now) ?? new Date();
  return Math.max(0, Math.ceil((end.getTime() - from.getTime()) / MS_PER_DAY));
}

/**
 * 'En continu' when there is no end date, else '{n} jours restants' (the spec gives no wording
 * for the count; French takes the singular for 0 and 1).
 */
export function formatDaysLeft(endDate: DateInput, now: DateInput = new Date()): string {
  const days = daysLeft(endDate, now);
  if (days === null) return DISPLAY_TEXTS.ongoing;
  return days <= 1 ? `${days} jour restant` : `${days} jours restants`;
}

/** ISO timestamp `days` days after `from`: the default end date of a new campaign. */
export function addDaysIso(days: number, from: DateInput = new Date()): string {
  const start = toDate(from) ?? new Date();
  return new Date(start.getTime() + days * MS_PER_DAY).toISOString();
}

/** The end date a new campaign gets when none is chosen (spec section 5: 30 days ahead). */
export function defaultCampaignEndDate(from: DateInput = new Date()): string {
  return addDaysIso(DEFAULT_CAMPAIGN_DURATION_DAYS, from);
}

// 'yyyy-mm-dd' (en-CA's order) and the wall-clock parts of an instant, in Paris. Made on first
// use: two more locales' data, loaded by the browser as this module loads on every first page,
// for forms and the API (docs/decisions/0001).
let dayInputFormatter: Intl.DateTimeFormat | undefined;
const dayInput = () =>
  (dayInputFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));
let wallClockFormatter: Intl.DateTimeFormat | undefined;
const parisClock = () =>
  (wallClockFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/** How far Paris' clock is ahead of UTC at an instant, in ms (1 h in winter, 2 h in summer). */
export function parisOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    parisClock()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wallClock = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * 'yyyy-mm-dd' for an `<input type="date">`: the day in Paris, as every date on the platform
 * reads, whatever the browser's or server's zone; '' when empty. The API's Paris day too.
 */
export function toDateInputValue(value: DateInput): string {
  const date = toDate(value);
  return date ? dayInput().format(date) : '';
}

/**
 * The ISO timestamp of the end of a chosen day ('2026-12-24' -> 23:59:59 that day in Paris): a
 * campaign ending on a date stays open all that day, and the form shows the same day back to a
 * manager in Martinique as in Lyon. Null for an empty or invalid input.
 */
export function endOfDayIso(dateInputValue: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateInputValue ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wallClock = Date.UTC(year, month - 1, day, 23, 59, 59);
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Paris' offset at that evening (DST changes happen at night, never near 23:59).
  return new Date(wallClock - parisOffsetMs(wallClock - 2 * 3_600_000)).toISOString();
}
