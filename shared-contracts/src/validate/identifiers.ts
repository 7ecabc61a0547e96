import { VALIDATION_MESSAGES } from '../texts';
import { isBlank, type Rule } from './rule';

// Identifiers of an association's legal and bank details. Spaces are what people type when
// copying from a Kbis or a RIB, so every check ignores them; what is stored is the compact form.

/** The value without spaces (and upper-cased, for IBAN and BIC). */
export function compactIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** SIREN of La Poste: its establishments' SIRET numbers follow a sum-of-digits rule instead. */
const LA_POSTE_SIREN = '356000000';

/** 14 digits passing the Luhn check (INSEE rule), La Poste's establishments excepted. */
export function isValidSiret(value: string): boolean {
  const digits = compactIdentifier(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (luhnSum(digits) % 10 === 0) return true;
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  return digits.startsWith(LA_POSTE_SIREN) && sum % 5 === 0;
}

/** SIREN (INSEE): 9 digits, the last one a Luhn check digit, La Poste's own number included. */
export function isValidSiren(value: string): boolean {
  const digits = compactIdentifier(value);
  return /^\d{9}$/.test(digits) && luhnSum(digits) % 10 === 0;
}

/**
 * RNA, the Répertoire national des associations (decree 2009-1185): 'W' then 9 digits, as the
 * prefecture gives it ('W691234567'). Corsica's prefectures write their department 2A or 2B in
 * it ('W2A1000123').
 */
export function isValidRna(value: string): boolean {
  return /^W(?:\d{9}|2[AB]\d{7})$/.test(compactIdentifier(value));
}

/** ISO 13616: country code, two check digits, then up to 30 letters or digits; mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = compactIdentifier(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: 4 letters (bank), 2 letters (country), 2 letters or digits, optional 3 more. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(compactIdentifier(value));
}

/** A public web address: http(s), a host with a dot, no spaces. */
export function isValidWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\/[^\s/]+\.[^\s/]+(?:[/?#]\S*)?$/i.test(trimmed)) return false;
  try {
    return Boolean(new URL(trimmed).hostname);
  } catch {
    return false;
  }
}

/** A rule for an optional identifier: blank passes, anything else must be valid. */
const optionalFormat =
  (isValid: (value: string) => boolean, message: string): Rule =>
  (value) =>
    isBlank(value) || isValid(String(value)) ? null : message;

export const siret = optionalFormat(isValidSiret, VALIDATION_MESSAGES.siret);
export const siren = optionalFormat(isValidSiren, VALIDATION_MESSAGES.siren);
export const rna = optionalFormat(isValidRna, VALIDATION_MESSAGES.rna);
export const iban = optionalFormat(isValidIban, VALIDATION_MESSAGES.iban);
export const bic = optionalFormat(isValidBic, VALIDATION_MESSAGES.bic);
export const website = optionalFormat(isValidWebsite, VALIDATION_MESSAGES.website);
