import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { bic, iban, rna, siren, siret, website } from './identifiers';
import { postalCode } from './postal-address';
import { isBlank, type Rule } from './rule';

export { isBlank, type Rule } from './rule';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** +33 or 0 followed by 9 digits; spaces are allowed anywhere ('+33 6 12 34 56 78'). */
const FRENCH_PHONE_PATTERN = /^(?:\+33|0)\d{9}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidFrenchPhone(value: string): boolean {
  return FRENCH_PHONE_PATTERN.test(value.replace(/\s+/g, ''));
}

// Every rule but `required` lets an empty value through: optional fields stay optional.

export const required: Rule = (value) => (isBlank(value) ? VALIDATION_MESSAGES.required : null);

export function minLength(min: number): Rule {
  return (value) =>
    isBlank(value) || String(value).trim().length >= min
      ? null
      : VALIDATION_MESSAGES.minLength(min);
}

export function maxLength(max: number): Rule {
  return (value) =>
    isBlank(value) || String(value).length <= max ? null : VALIDATION_MESSAGES.maxLength(max);
}

export function minValue(min: number): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    if (!Number.isFinite(n)) return VALIDATION_MESSAGES.invalidNumber;
    return n >= min ? null : VALIDATION_MESSAGES.minValue(min);
  };
}

export const email: Rule = (value) =>
  isBlank(value) || isValidEmail(String(value)) ? null : VALIDATION_MESSAGES.email;

export const phone: Rule = (value) =>
  isBlank(value) || isValidFrenchPhone(String(value)) ? null : VALIDATION_MESSAGES.phone;

export const password: Rule = (value) =>
  isBlank(value) || String(value).length >= MIN_PASSWORD_LENGTH ? null : PASSWORD_MESSAGES.tooShort;

/** What the generic form validator of the spec accepts for one field. */
export interface FieldRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  email?: boolean;
  phone?: boolean;
  password?: boolean;
  siret?: boolean;
  siren?: boolean;
  rna?: boolean;
  postalCode?: boolean;
  iban?: boolean;
  bic?: boolean;
  website?: boolean;
}

function rulesOf(spec: FieldRules): Rule[] {
  const rules: Rule[] = [];
  if (spec.required) rules.push(required);
  if (spec.minLength !== undefined) rules.push(minLength(spec.minLength));
  if (spec.maxLength !== undefined) rules.push(maxLength(spec.maxLength));
  if (spec.min !== undefined) rules.push(minValue(spec.min));
  if (spec.email) rules.push(email);
  if (spec.phone) rules.push(phone);
  if (spec.password) rules.push(password);
  if (spec.siret) rules.push(siret);
  if (spec.siren) rules.push(siren);
  if (spec.rna) rules.push(rna);
  if (spec.postalCode) rules.push(postalCode);
  if (spec.iban) rules.push(iban);
  if (spec.bic) rules.push(bic);
  if (spec.website) rules.push(website);
  return rules;
}

/** The first failing rule's message for one value, or null. */
export function validateField(value: unknown, spec: FieldRules): string | null {
  for (const rule of rulesOf(spec)) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Runs the rules of every field; the answer only holds the fields in error. */
export function validateForm<T extends Record<string, unknown>>(
  values: T,
  specs: Partial<Record<keyof T, FieldRules>>,
): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const key of Object.keys(specs) as (keyof T)[]) {
    const spec = specs[key];
    if (!spec) continue;
    const message = validateField(values[key], spec);
    if (message) errors[key] = message;
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** A path on this site: one '/', then no second '/' or '\\' that would name another host. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value);
}
