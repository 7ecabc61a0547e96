import {
  cleanDonationMessage,
  createDonation,
  getApiClient,
  getCheckoutChallenge,
  solveCheckoutChallenge,
} from 'shared-contracts';
import { redirectToCheckout } from './checkout-redirect';
import type { DonationSubmission } from './hooks/use-create-donation';

/**
 * Sends a gift: the checkout's proof of work, POST /donations, then the checkout page. In the
 * chunk of engaged-parts.ts, loaded once the donor engages with the dialog, not with its
 * first view. Throws what the server or the network answered (the hook shows it).
 */
export async function sendDonation(submission: DonationSubmission): Promise<void> {
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
    password: !submission.isLoggedIn && submission.createAccount ? submission.password : undefined,
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
}
