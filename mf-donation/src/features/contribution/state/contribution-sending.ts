import { shippingAddressIssues } from 'shared-contracts/src/reward/shipping-address';
import type { DonationSubmission } from '../hooks/use-create-donation';
import type { ContributionFacts } from './contribution-derivations';
import type { ContributionValues } from './contribution-state';

// What a submit sends, from the values and their facts, and the rule of a posted reward's
// address: pure, and apart from the refusals of contribution-submission.ts, since they load
// with the dialog's engaged parts (engaged-parts.ts), when the donor engages with the form.

/** What POST /donations is given once nothing is refused (the call trims and shapes it). */
export function contributionSubmission(
  values: ContributionValues,
  facts: ContributionFacts,
  donation: { campaignId: string; isLoggedIn: boolean },
): DonationSubmission {
  if (facts.amount === null) throw new Error('contributionSubmission: no amount was chosen');
  return {
    campaignId: donation.campaignId,
    amount: facts.amount,
    isLoggedIn: donation.isLoggedIn,
    donorName: values.donorName,
    donorEmail: values.donorEmail,
    phone: values.phone,
    message: values.message,
    isAnonymous: values.isAnonymous,
    // Only when ticked, like the other choices that add to a gift (the server's default: no).
    ...(values.contactConsent ? { contactConsent: true } : {}),
    createAccount: values.createAccount,
    password: values.password,
    taxReceipt: facts.isReceiptOn
      ? { address: values.address, postalCode: values.postalCode, city: values.city }
      : null,
    withoutReward: facts.declinesReward,
    // The reward shown (issue 30): if its last unit went meanwhile, the server says so.
    rewardId: facts.reward?.id ?? null,
    shipping: facts.shipsReward ? shippingAddressOf(values) : null,
    frequency: facts.frequency,
    website: values.website,
  };
}

/** A posted reward's address as POST /donations takes it. */
export function shippingAddressOf(values: ContributionValues) {
  return {
    shipping_address: values.shippingAddress.trim(),
    shipping_address_extra: values.shippingAddressExtra.trim() || undefined,
    shipping_postal_code: values.shippingPostalCode.trim(),
    shipping_city: values.shippingCity.trim(),
    shipping_country: values.shippingCountry,
  };
}

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
