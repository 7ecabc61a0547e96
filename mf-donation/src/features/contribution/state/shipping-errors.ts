import { shippingAddressIssues } from 'shared-contracts/src/reward/shipping-address';
import type { ContributionFacts } from './contribution-derivations';
import type { ContributionValues } from './contribution-state';
import { shippingAddressOf } from './contribution-submission';

// Apart from contribution-submission.ts: the rule and its words load with the address's step
// (engaged-parts.ts), which only a donor whose reward is posted reaches.

const SHIPPING_FIELD_OF_PATH = {
  shipping_address: 'shippingAddress',
  shipping_address_extra: 'shippingAddressExtra',
  shipping_postal_code: 'shippingPostalCode',
  shipping_city: 'shippingCity',
  shipping_country: 'shippingCountry',
} as const;
type ShippingField = (typeof SHIPPING_FIELD_OF_PATH)[keyof typeof SHIPPING_FIELD_OF_PATH];

/** A posted reward's address, by the server's rule (shared-contracts' shippingAddressIssues). */
export function shippingErrors(
  values: ContributionValues,
  facts: ContributionFacts,
): Partial<Record<ShippingField, string>> {
  if (!facts.shipsReward) return {};
  const errors: Partial<Record<ShippingField, string>> = {};
  for (const issue of shippingAddressIssues(shippingAddressOf(values)))
    errors[SHIPPING_FIELD_OF_PATH[issue.path]] ??= issue.message;
  return errors;
}
