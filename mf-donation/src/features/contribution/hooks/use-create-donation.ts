import { useCallback, useRef, useState } from 'react';
import {
  cleanDonationMessage,
  createDonation,
  getApiClient,
  getCheckoutChallenge,
  solveCheckoutChallenge,
} from 'shared-contracts';
import type { GiftFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import type { ShippingAddressInput } from 'shared-contracts/src/reward/shipping-address';
import { redirectToCheckout } from '../checkout-redirect';
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

/**
 * POST /donations, then the browser goes to the checkout page. Busy from the click until the
 * page is left: a second click sends nothing. An answer without a checkout URL is a failure
 * (the typed call refuses it), shown as 'Erreur lors de la création de la donation'.
 */
export function useCreateDonation() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<DonationFailure | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(async (submission: DonationSubmission) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSubmitting(true);
    setFailure(null);
    try {
      // The checkout's proof of work (a second or so, the page stays responsive): one per
      // attempt, since the server takes each solution once.
      const proof = await solveCheckoutChallenge(await getCheckoutChallenge(getApiClient()));
      const checkout = await createDonation(getApiClient(), {
        campaign_id: submission.campaignId,
        amount: submission.amount,
        // A signed-in donor's name and email come from the account, on the server.
        ...(submission.isLoggedIn
          ? {}
          : { donor_name: submission.donorName.trim(), donor_email: submission.donorEmail.trim() }),
        phone: submission.phone.trim() || undefined,
        is_anonymous: submission.isAnonymous,
        ...(submission.contactConsent ? { contact_consent: true } : {}),
        message: cleanDonationMessage(submission.message),
        create_account: !submission.isLoggedIn && submission.createAccount,
        password:
          !submission.isLoggedIn && submission.createAccount ? submission.password : undefined,
        accept_terms: true,
        ...(submission.taxReceipt
          ? {
              tax_receipt: true,
              address: submission.taxReceipt.address.trim(),
              postal_code: submission.taxReceipt.postalCode.trim(),
              city: submission.taxReceipt.city.trim(),
            }
          : {}),
        ...(submission.withoutReward ? { without_reward: true } : {}),
        ...(submission.rewardId ? { reward_id: submission.rewardId } : {}),
        ...(submission.shipping ?? {}),
        // A regular gift: its consent was refused above unless ticked (contribution-submission.ts).
        ...(submission.frequency === 'once'
          ? {}
          : { frequency: submission.frequency, recurring_consent: true }),
        origin_url: window.location.origin,
        // A challenge without a solution (not ours) is sent without one: the server says why.
        ...(proof ? { proof } : {}),
        ...(submission.website ? { website: submission.website } : {}),
      });
      redirectToCheckout(checkout.checkout_url);
    } catch (error) {
      inFlight.current = false;
      setIsSubmitting(false);
      setFailure(donationFailureOf(error));
    }
  }, []);

  const clearFailure = useCallback(() => setFailure(null), []);
  return { submit, isSubmitting, failure, clearFailure };
}
