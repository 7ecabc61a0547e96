// Spelled the traditional way (the one of the Cerfa examples): hyphens only below a hundred,
// "et" in 21, 31... 71, "quatre-vingts" and "cents" plural only when they end the number or
// precede "million(s)" / "milliard(s)" (nouns), "mille" invariable.
const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 to 99; `final` says nothing follows (so "quatre-vingts" keeps its s). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n]!;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    if (ten === 7 && unit === 1) return 'soixante et onze';
    return `${base}-${UNITS[10 + unit]}`;
  }
  if (ten === 8)
    return unit === 0 ? (final ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]}`;
  if (unit === 0) return TENS[ten]!;
  if (unit === 1) return `${TENS[ten]} et un`;
  return `${TENS[ten]}-${UNITS[unit]}`;
}

/** 0 to 999 (0 gives ''). */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 1) parts.push(`${UNITS[hundreds]} ${rest === 0 && final ? 'cents' : 'cent'}`);
  if (rest > 0) parts.push(belowHundred(rest, final));
  return parts.join(' ');
}

/** A whole number in French words, 0 to 999 999 999 999. */
export function integerInFrenchWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12)
    throw new RangeError(`cannot spell ${value}`);
  if (value === 0) return UNITS[0]!;
  const billions = Math.floor(value / 1e9);
  const millions = Math.floor((value % 1e9) / 1e6);
  const thousands = Math.floor((value % 1e6) / 1e3);
  const rest = value % 1e3;
  const parts: string[] = [];
  // Before a noun (million, milliard) the number counts as final: "deux cents millions".
  if (billions > 0)
    parts.push(`${belowThousand(billions, true)} milliard${billions > 1 ? 's' : ''}`);
  if (millions > 0)
    parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands === 1) parts.push('mille');
  else if (thousands > 1) parts.push(`${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/**
 * An amount in cents as a receipt writes it: 123450 -> "mille deux cent trente-quatre euros et
 * cinquante centimes"; "d'euros" after a round million ("un million d'euros").
 */
export function amountInFrenchWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`cannot spell ${cents} cents`);
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const centimesText =
    centimes > 0 ? `${integerInFrenchWords(centimes)} centime${centimes > 1 ? 's' : ''}` : '';
  if (euros === 0) return centimesText || 'zéro euro';
  const roundMillion = euros >= 1e6 && euros % 1e6 === 0;
  const eurosText = `${integerInFrenchWords(euros)} ${roundMillion ? "d'euros" : euros > 1 ? 'euros' : 'euro'}`;
  return centimesText ? `${eurosText} et ${centimesText}` : eurosText;
}
