import { donationFormErrors, type DonationFormErrors } from 'shared-contracts';
import { RECURRING_DIALOG_TEXTS } from 'shared-contracts/src/recurring/recurring-dialog.texts';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { DonationSubmission } from '../hooks/use-create-donation';
import type { ContributionFacts } from './contribution-derivations';
import type { ContributionValues } from './contribution-state';
import { isRegular } from './recurring-frequency';

// The refusals before sending and what is sent, from the values and their facts: pure.

/**
 * Every refusal before sending, by field: the donation rules of shared-contracts, then the
 * reward rule, which needs the campaign (a reward too valuable for a receipt must be given up
 * or the receipt declined). A posted reward's address is checked apart (shipping-errors.ts),
 * with its step's code, which only some donors load.
 */
export function contributionErrors(
  values: ContributionValues,
  facts: ContributionFacts,
  isLoggedIn: boolean,
): DonationFormErrors & { recurringConsent?: string } {
  const errors = donationFormErrors({
    amount: facts.amount,
    acceptedTerms: values.acceptedTerms,
    isLoggedIn,
    createAccount: values.createAccount,
    password: values.password,
    donorName: values.donorName,
    donorEmail: values.donorEmail,
    phone: values.phone,
    taxReceipt: facts.isReceiptOn,
    address: values.address,
    postalCode: values.postalCode,
    city: values.city,
  });
  if (facts.rewardWarning && !facts.declinesReward)
    errors.withoutReward = DIALOG_TEXTS.withoutRewardRequired;
  return { ...errors, ...regularGiftErrors(values, facts) };
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

/** A regular gift is sent only with its consent ticked beside the summary. */
export function regularGiftErrors(
  values: ContributionValues,
  facts: ContributionFacts,
): { recurringConsent?: string } {
  return isRegular(facts.frequency) && !values.recurringConsent
    ? { recurringConsent: RECURRING_DIALOG_TEXTS.consentRequired }
    : {};
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

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
