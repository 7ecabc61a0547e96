import { CURRENCY, LOCALE } from '../constants';

/**
 * The one space the formatters emit. ICU versions disagree (U+202F narrow no-break space in
 * recent Node and browsers, U+00A0 in older ones), so server-rendered text, browser text and
 * tests would differ; a plain U+00A0 is stable everywhere and never lets '€' wrap alone.
 */
export const NBSP = '\u00a0';

const SPACES = /[\u202f\u00a0 ]/g;

function withStableSpaces(text: string): string {
  return text.replace(SPACES, NBSP);
}

const wholeEuros = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const euroCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plainNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function isWholeAmount(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) % 100) === 0;
}

/**
 * Euros in fr-FR: '1 234,50 €', and whole amounts without decimals ('0 €', '1 000 €') as the
 * spec's list default '0 €' shows. Spaces are U+00A0. Missing or non-finite amounts read as 0.
 */
export function formatEuros(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const formatter = isWholeAmount(value) ? wholeEuros : euroCents;
  return withStableSpaces(formatter.format(value));
}

/** A plain fr-FR number ('1 234,5'), for counts and badges. */
export function formatNumber(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return withStableSpaces(plainNumber.format(n));
}

/** An amount without its sign, as a badge or an amount field shows it: '1 500', '7,50'. */
export function formatAmount(amount: number): string {
  const formatter = isWholeAmount(amount) ? plainNumber : twoDecimals;
  return withStableSpaces(formatter.format(amount));
}

/** The reward badge '{amount}€+' (spec section 9). */
export function rewardBadge(amount: number): string {
  return `${formatAmount(amount)}€+`;
}

/** Euros on the wire to integer cents, without floating-point drift (19.99 -> 1999). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents to euros with at most two decimals, as the wire carries them. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}
