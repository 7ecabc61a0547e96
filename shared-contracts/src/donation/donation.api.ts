import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import {
  donationCheckoutSchema,
  donationSchema,
  paymentStatusResponseSchema,
  type Donation,
  type DonationCheckout,
  type DonationCreateInput,
  type PaymentStatusResponse,
} from './donation.schema';

/**
 * POST /donations, then follow `checkout_url`. An answer without a checkout URL fails the
 * schema, which the dialog reports as 'Erreur lors de la création de la donation'.
 */
export function createDonation(
  client: ApiClient,
  input: DonationCreateInput,
): Promise<DonationCheckout> {
  return client.post('/donations', input, {
    schema: donationCheckoutSchema.refine((checkout) => checkout.checkout_url !== ''),
  });
}

/** GET /donations/payments/status/{session_id}: read `donation.payment_status`. */
export function getPaymentStatus(
  client: ApiClient,
  sessionId: string,
): Promise<PaymentStatusResponse> {
  return client.get(`/donations/payments/status/${segment(sessionId)}`, {
    schema: paymentStatusResponseSchema,
  });
}

/** GET /donations: the donations received by the manager's association(s). */
export function getReceivedDonations(client: ApiClient): Promise<Donation[]> {
  return client.getList('/donations', { itemSchema: donationSchema });
}

/** GET /donor/donations: the signed-in donor's history. */
export function getDonorDonations(client: ApiClient): Promise<Donation[]> {
  return client.getList('/donor/donations', { itemSchema: donationSchema });
}
