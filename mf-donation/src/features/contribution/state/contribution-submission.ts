import { donationFormErrors, type DonationFormErrors } from 'shared-contracts';
import { RECURRING_DIALOG_TEXTS } from 'shared-contracts/src/recurring/recurring-dialog.texts';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { ContributionFacts } from './contribution-derivations';
import type { ContributionValues } from './contribution-state';
import { isRegular } from './recurring-frequency';

// The refusals before sending, from the values and their facts: pure. What is sent, built
// once nothing is refused: contribution-sending.ts.

/**
 * Every refusal before sending, by field: the donation rules of shared-contracts, then the
 * reward rule, which needs the campaign (a reward too valuable for a receipt must be given up
 * or the receipt declined). A posted reward's address is checked apart (contribution-sending.ts),
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
