import { useCallback, useRef, useState } from 'react';
import type { GiftFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import type { ShippingAddressInput } from 'shared-contracts/src/reward/shipping-address';
import { engagedParts, loadEngagedParts } from '../load-engaged-parts';
import type { ContributionFacts } from '../state/contribution-derivations';
import type { ContributionValues } from '../state/contribution-state';
import { donationFailureOf, type DonationFailure } from '../state/donation-failure';
import type { TaxReceiptAddress } from '../tax-receipt-choice';

/** What the dialog collected, already checked by the donation rules. */
export interface DonationSubmission {
  campaignId: string;
  amount: number;
  isLoggedIn: boolean;
  donorName: string;
  donorEmail: string;
  phone: string;
  message: string;
  isAnonymous: boolean;
  /** The donor agreed that the association may contact them about its work. */
  contactConsent?: boolean;
  createAccount: boolean;
  password: string;
  /** The address of the reçu fiscal asked for; null for none. */
  taxReceipt: TaxReceiptAddress | null;
  /** 'Sans contrepartie': the donor gives up the reward the amount reaches. */
  withoutReward: boolean;
  /** The reward the dialog showed (issue 30), null for none. */
  rewardId?: string | null;
  /** A posted reward's address (issue 30), null when the reward is not posted. */
  shipping?: ShippingAddressInput | null;
  /**
   * 'once', or a regular gift ('monthly', 'yearly') whose consent the donor ticked: its first
   * charge goes through the checkout, which keeps the card for the next ones.
   */
  frequency: GiftFrequency;
  /** The hidden field (honeypot): empty unless a robot filled it. */
  website: string;
}

/** A gift the dialog's rules refused nothing of: its values and their facts, and where it goes. */
export interface CheckedContribution {
  values: ContributionValues;
  facts: ContributionFacts;
  donation: { campaignId: string; isLoggedIn: boolean };
}

/**
 * POST /donations, then the browser goes to the checkout page (send-donation.ts). Busy from
 * the click until the page is left: a second click sends nothing. An answer without a checkout URL is a failure
 * (the typed call refuses it), shown as 'Erreur lors de la création de la donation'.
 */
export function useCreateDonation() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<DonationFailure | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(async ({ values, facts, donation }: CheckedContribution) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSubmitting(true);
    setFailure(null);
    try {
      // What is sent and the sending (engaged-parts.ts) are usually there already, loaded when
      // the donor engaged with the form; else they load now, the button already saying so.
      const parts = engagedParts() ?? (await loadEngagedParts());
      await parts.sendDonation(parts.contributionSubmission(values, facts, donation));
    } catch (error) {
      inFlight.current = false;
      setIsSubmitting(false);
      setFailure(donationFailureOf(error));
    }
  }, []);

  const clearFailure = useCallback(() => setFailure(null), []);
  return { submit, isSubmitting, failure, clearFailure };
}
