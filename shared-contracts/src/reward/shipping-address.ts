import { SHIPPING_ADDRESS_TEXTS, SHIPPING_COUNTRIES } from './reward-delivery.texts';

/** The postal address a posted reward needs, as the dialog and POST /donations read it. */
export interface ShippingAddressInput {
  shipping_address?: string | null;
  shipping_address_extra?: string | null;
  shipping_postal_code?: string | null;
  shipping_city?: string | null;
  shipping_country?: string | null;
}

export interface ShippingAddressIssue {
  path: keyof ShippingAddressInput;
  message: string;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * French format (La Poste, norme NF Z10-011): a street line, an optional complement, a postal
 * code of 5 digits in France (Monaco's 980xx too), a town, a country from the list. Elsewhere
 * the postal code is 2 to 10 letters, digits, spaces or dashes. One rule for the dialog and the
 * server, which checks it again.
 */
export function shippingAddressIssues(input: ShippingAddressInput): ShippingAddressIssue[] {
  const issues: ShippingAddressIssue[] = [];
  const country = (input.shipping_country ?? 'FR').trim().toUpperCase();
  if (blank(input.shipping_address))
    issues.push({ path: 'shipping_address', message: SHIPPING_ADDRESS_TEXTS.addressRequired });
  const postalCode = (input.shipping_postal_code ?? '').trim();
  if (postalCode === '')
    issues.push({
      path: 'shipping_postal_code',
      message: SHIPPING_ADDRESS_TEXTS.postalCodeRequired,
    });
  else if ((country === 'FR' || country === 'MC') && !/^\d{5}$/.test(postalCode))
    issues.push({ path: 'shipping_postal_code', message: SHIPPING_ADDRESS_TEXTS.postalCodeFrance });
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postalCode))
    issues.push({
      path: 'shipping_postal_code',
      message: SHIPPING_ADDRESS_TEXTS.postalCodeInvalid,
    });
  if (blank(input.shipping_city))
    issues.push({ path: 'shipping_city', message: SHIPPING_ADDRESS_TEXTS.cityRequired });
  if (!SHIPPING_COUNTRIES.some((entry) => entry.code === country))
    issues.push({ path: 'shipping_country', message: SHIPPING_ADDRESS_TEXTS.countryInvalid });
  return issues;
}
