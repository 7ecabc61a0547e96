import { z } from 'zod';
import { EMAIL_PATTERN, isSitePath, isValidFrenchPhone } from '../validate/fields';
import {
  compactIdentifier,
  isValidBic,
  isValidIban,
  isValidRna,
  isValidSiren,
  isValidSiret,
  isValidWebsite,
} from '../validate/identifiers';
import { isFrenchPostalCode } from '../validate/postal-address';
import { TAX_RECEIPT_MESSAGES } from '../tax-receipt/tax-receipt.texts';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import './french-errors';

// Building blocks of the resource schemas: one definition of "a required text", "an email",
// "euros"... so every form and the API agree on them.

/** Elements whose content never reaches the page (dropped whole by the sanitiser). */
const HIDDEN_CONTENT =
  /<(script|style|svg|math|template|iframe|noscript|textarea|title|xmp|noembed|noframes|object|select)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/**
 * Whether a text still says something once markup is removed: '<svg>abc</svg>' or '<b></b>'
 * would be stored empty by the server's sanitiser, so they do not fill a required field.
 */
function hasVisibleText(value: string): boolean {
  if (!value.includes('<')) return value.trim() !== '';
  const text = value
    .replace(HIDDEN_CONTENT, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<[a-z!/?][^>]*(?:>|$)/gi, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
  return text.trim() !== '';
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * A field builder that gives the same schema for the same arguments. A zod schema never changes
 * (each method returns a new one), so the resource schemas can share it: built anew at each of
 * their 130-odd calls, these fields were half of the zod instances of all the wire schemas
 * (1,916 instances, 1,282 shared), built on first use in a browser (lazy.ts) and at start on
 * the server.
 */
function sameForSameArguments<Args extends (string | number | undefined)[], Schema>(
  build: (...args: Args) => Schema,
): (...args: Args) => Schema {
  const built = new Map<string, Schema>();
  return (...args) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(...args);
      built.set(key, schema);
    }
    return schema;
  };
}

/** A required, trimmed text, which must still say something once markup is removed. */
export const requiredText = sameForSameArguments(
  (max: number = 200, message: string = VALIDATION_MESSAGES.required) =>
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: VALIDATION_MESSAGES.maxLength(max) })
      .refine(hasVisibleText, { error: message }),
);

/**
 * An optional trimmed text, at most `max` characters, checked by `isValid` when given (a phone,
 * a URL): missing keeps the stored value, blank clears it.
 */
const optionalTrimmedText = (
  max: number | undefined,
  check?: { isValid: (value: string) => boolean; message: string },
) => {
  const text = z.string().trim();
  const limited =
    max === undefined ? text : text.max(max, { error: VALIDATION_MESSAGES.maxLength(max) });
  const checked = check ? limited.refine(check.isValid, { error: check.message }) : limited;
  return z.preprocess(blankToNull, checked.nullable()).optional();
};

/** An optional text: missing keeps the stored value, '' or null clears it. */
export const optionalText = sameForSameArguments((max: number = 500) => optionalTrimmedText(max));

export const emailField = sameForSameArguments((message: string = VALIDATION_MESSAGES.email) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(254, { error: VALIDATION_MESSAGES.maxLength(254) })
    .regex(EMAIL_PATTERN, { error: message })
    .transform((value) => value.toLowerCase()),
);

export const optionalEmailField = sameForSameArguments(() =>
  z.preprocess(blankToNull, emailField().nullable()).optional(),
);

/** +33 or 0 followed by 9 digits, spaces allowed (spec section 5). */
export const optionalPhoneField = sameForSameArguments(() =>
  optionalTrimmedText(30, { isValid: isValidFrenchPhone, message: VALIDATION_MESSAGES.phone }),
);

export const passwordField = sameForSameArguments(() =>
  z
    .string({ error: PASSWORD_MESSAGES.fillAllFields })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
    .max(200, { error: VALIDATION_MESSAGES.maxLength(200) }),
);

/** An optional new password: missing or '' keeps the current one. */
export const optionalPasswordField = sameForSameArguments(() =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    passwordField().optional(),
  ),
);

/** A plain decimal: digits, optionally a point (or a French comma) and more digits. */
const PLAIN_DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * Euros on the wire: a JSON number, or a plain decimal string from a form ('12.50', '12,50');
 * '0x10', '1e3' or 'Infinity' are refused, not read as 16, 1000 or infinity.
 */
export const eurosField = sameForSameArguments((min: number = 0, minMessage?: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && PLAIN_DECIMAL.test(value.trim())
        ? Number(value.trim().replace(',', '.'))
        : value,
    z
      .number({ error: VALIDATION_MESSAGES.invalidNumber })
      .refine(Number.isFinite, { error: VALIDATION_MESSAGES.invalidNumber })
      .refine((value) => value >= min, { error: minMessage ?? VALIDATION_MESSAGES.minValue(min) })
      .refine((value) => value <= 100_000_000, { error: VALIDATION_MESSAGES.invalidValue })
      .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxDecimals }),
  ),
);

/** An optional amount where null (or '') means "none", e.g. a continuous campaign's target. */
export const optionalEurosField = sameForSameArguments((min: number = 0) =>
  z.preprocess(blankToNull, eurosField(min).nullable()).optional(),
);

/** The years a date of the platform may fall in (campaign end dates, filters). */
const DATE_YEAR_RANGE = { min: 2000, max: 2100 } as const;

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A real ISO 8601 date or date-time: the calendar day exists (no 30 February rolling over to
 * 1 March), the time is a time, and the year is within DATE_YEAR_RANGE.
 */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (year! < DATE_YEAR_RANGE.min || year! > DATE_YEAR_RANGE.max) return false;
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  if (calendar.getUTCMonth() !== month! - 1 || calendar.getUTCDate() !== day) return false;
  return hour! <= 23 && minute! <= 59 && second! <= 59 && !Number.isNaN(Date.parse(value));
}

/** An ISO 8601 date or date-time (isRealIsoDate); '' or null means "none". */
export const optionalDateField = sameForSameArguments(() =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: VALIDATION_MESSAGES.invalidDate })
        .trim()
        .refine(isRealIsoDate, { error: VALIDATION_MESSAGES.invalidDate })
        .transform((value) => new Date(value).toISOString())
        .nullable(),
    )
    .optional(),
);

export const uuidField = sameForSameArguments((message: string = VALIDATION_MESSAGES.invalidId) =>
  z
    .string({ error: message })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: message }),
);

/**
 * http(s), or a path on this site: exactly one leading '/' ('//evil.example' and '/\\evil'
 * are other hosts to a browser).
 */
export function isAcceptedUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value) || isSitePath(value);
}

/** A URL the platform accepts in image_url / website: isAcceptedUrl. */
export const optionalUrlField = sameForSameArguments((max: number = 2000) =>
  optionalTrimmedText(max, { isValid: isAcceptedUrl, message: VALIDATION_MESSAGES.invalidUrl }),
);

/** A boolean from JSON, or from a form ('true'/'false'). */
export const booleanField = sameForSameArguments(() =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean(),
  ),
);

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
export const optionalSiretField = sameForSameArguments(() =>
  optionalIdentifierField(isValidSiret, VALIDATION_MESSAGES.siret),
);
/** 9 digits with the Luhn check. */
export const optionalSirenField = sameForSameArguments(() =>
  optionalIdentifierField(isValidSiren, VALIDATION_MESSAGES.siren),
);
/** 'W' then 9 digits (Répertoire national des associations). */
export const optionalRnaField = sameForSameArguments(() =>
  optionalIdentifierField(isValidRna, VALIDATION_MESSAGES.rna),
);
/** Country, check digits and account, mod 97. */
export const optionalIbanField = sameForSameArguments(() =>
  optionalIdentifierField(isValidIban, VALIDATION_MESSAGES.iban),
);
/** 8 or 11 characters, ISO 9362. */
export const optionalBicField = sameForSameArguments(() =>
  optionalIdentifierField(isValidBic, VALIDATION_MESSAGES.bic),
);

/** A French postal code, five digits (the donor's address follows the same rule). */
export const optionalPostalCodeField = sameForSameArguments(() =>
  optionalTrimmedText(undefined, {
    isValid: isFrenchPostalCode,
    message: TAX_RECEIPT_MESSAGES.postalCode,
  }),
);

/** A public web site: http(s) with a host, unlike image URLs which may be paths on this site. */
export const optionalWebsiteField = sameForSameArguments(() =>
  optionalTrimmedText(2000, { isValid: isValidWebsite, message: VALIDATION_MESSAGES.website }),
);
