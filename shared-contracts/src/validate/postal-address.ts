import { VALIDATION_MESSAGES } from '../texts';
import { isBlank, type Rule } from './rule';

/** A French postal code: five digits ('69003', '01000'). */
const FRENCH_POSTAL_CODE_PATTERN = /^\d{5}$/;

export function isFrenchPostalCode(value: string): boolean {
  return FRENCH_POSTAL_CODE_PATTERN.test(value.trim());
}

/** An optional postal code (an association's address): five digits when given. */
export const postalCode: Rule = (value) =>
  isBlank(value) || isFrenchPostalCode(String(value)) ? null : VALIDATION_MESSAGES.postalCode;

/** A French postal address as a form or a request body carries it. */
export interface PostalAddressInput {
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

export type PostalAddressField = 'address' | 'postalCode' | 'city';

/**
 * The problems of a postal address that must be complete (the one a reçu fiscal is made out
 * to, Cerfa 11580): each part is required and the postal code is five digits. The contribution
 * dialog shows them next to its fields; the API refuses the same with a 422.
 */
export function postalAddressErrors(
  input: PostalAddressInput,
): Partial<Record<PostalAddressField, string>> {
  const errors: Partial<Record<PostalAddressField, string>> = {};
  if (isBlank(input.address)) errors.address = VALIDATION_MESSAGES.required;
  if (isBlank(input.postalCode)) errors.postalCode = VALIDATION_MESSAGES.required;
  else if (!isFrenchPostalCode(String(input.postalCode)))
    errors.postalCode = VALIDATION_MESSAGES.postalCode;
  if (isBlank(input.city)) errors.city = VALIDATION_MESSAGES.required;
  return errors;
}
