import { z } from 'zod';
import { EMAIL_PATTERN, isValidFrenchPhone } from '../validate/fields';
import {
  compactIdentifier,
  isValidBic,
  isValidIban,
  isValidSiret,
  isValidWebsite,
} from '../validate/identifiers';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import './french-errors';

// Building blocks of the resource schemas: one definition of "a required text", "an email",
// "euros"... so every form and the API agree on them.

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A required, trimmed text. */
export const requiredText = (max = 200, message: string = VALIDATION_MESSAGES.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: VALIDATION_MESSAGES.maxLength(max) });

/** An optional text: missing keeps the stored value, '' or null clears it. */
export const optionalText = (max = 500) =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(max, { error: VALIDATION_MESSAGES.maxLength(max) })
        .nullable(),
    )
    .optional();

export const emailField = (message: string = VALIDATION_MESSAGES.email) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(254, { error: VALIDATION_MESSAGES.maxLength(254) })
    .regex(EMAIL_PATTERN, { error: message })
    .transform((value) => value.toLowerCase());

export const optionalEmailField = () =>
  z.preprocess(blankToNull, emailField().nullable()).optional();

/** +33 or 0 followed by 9 digits, spaces allowed (spec section 5). */
export const optionalPhoneField = () =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(30, { error: VALIDATION_MESSAGES.maxLength(30) })
        .refine(isValidFrenchPhone, { error: VALIDATION_MESSAGES.phone })
        .nullable(),
    )
    .optional();

export const passwordField = () =>
  z
    .string({ error: PASSWORD_MESSAGES.fillAllFields })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
    .max(200, { error: VALIDATION_MESSAGES.maxLength(200) });

/** An optional new password: missing or '' keeps the current one. */
export const optionalPasswordField = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    passwordField().optional(),
  );

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Euros on the wire: a number (or a numeric string from a form), at most two decimals. */
export const eurosField = (min = 0, minMessage?: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
        ? Number(value)
        : value,
    z
      .number({ error: VALIDATION_MESSAGES.invalidNumber })
      .refine(Number.isFinite, { error: VALIDATION_MESSAGES.invalidNumber })
      .refine((value) => value >= min, { error: minMessage ?? VALIDATION_MESSAGES.minValue(min) })
      .refine((value) => value <= 100_000_000, { error: VALIDATION_MESSAGES.invalidValue })
      .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxDecimals }),
  );

/** An optional amount where null (or '') means "none", e.g. a continuous campaign's target. */
export const optionalEurosField = (min = 0) =>
  z.preprocess(blankToNull, eurosField(min).nullable()).optional();

/** An ISO 8601 date or date-time; '' or null means "none". */
export const optionalDateField = () =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: VALIDATION_MESSAGES.invalidDate })
        .refine((value) => !Number.isNaN(Date.parse(value)), {
          error: VALIDATION_MESSAGES.invalidDate,
        })
        .transform((value) => new Date(value).toISOString())
        .nullable(),
    )
    .optional();

export const uuidField = (message: string = VALIDATION_MESSAGES.invalidId) =>
  z
    .string({ error: message })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: message });

/** A URL the platform accepts in image_url / website: http(s) or a path on this site. */
export const optionalUrlField = (max = 2000) =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(max, { error: VALIDATION_MESSAGES.maxLength(max) })
        .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s]*$/.test(value), {
          error: VALIDATION_MESSAGES.invalidUrl,
        })
        .nullable(),
    )
    .optional();

/** A boolean from JSON, or from a form ('true'/'false'). */
export const booleanField = () =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean(),
  );

/** ISO date string on the wire. */
export const isoDateString = z.string();

/**
 * An optional identifier checked by `isValid` (SIRET, IBAN, BIC) and stored in its compact form,
 * so '732 829 320 00074' and '73282932000074' are the same SIRET.
 */
const optionalIdentifierField = (isValid: (value: string) => boolean, message: string) =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .max(60, { error: VALIDATION_MESSAGES.maxLength(60) })
        .refine(isValid, { error: message })
        .transform(compactIdentifier)
        .nullable(),
    )
    .optional();

/** 14 digits with the Luhn check. */
export const optionalSiretField = () =>
  optionalIdentifierField(isValidSiret, VALIDATION_MESSAGES.siret);
/** Country, check digits and account, mod 97. */
export const optionalIbanField = () =>
  optionalIdentifierField(isValidIban, VALIDATION_MESSAGES.iban);
/** 8 or 11 characters, ISO 9362. */
export const optionalBicField = () => optionalIdentifierField(isValidBic, VALIDATION_MESSAGES.bic);

/** A public web site: http(s) with a host, unlike image URLs which may be paths on this site. */
export const optionalWebsiteField = () =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(2000, { error: VALIDATION_MESSAGES.maxLength(2000) })
        .refine(isValidWebsite, { error: VALIDATION_MESSAGES.website })
        .nullable(),
    )
    .optional();
