import { PAYMENT_STATUS_EXPIRED, PAYMENT_STATUS_PAID } from '../constants';

export type PaymentOutcome = 'success' | 'expired' | 'failed' | 'pending';

/**
 * What the payment return page does with a payment_status (spec section 4): paid is success,
 * expired is an error, anything else is still pending and polled again. 'failed' (a declined
 * card) is not in the spec's list; polling it forever would leave the donor on a spinner, so
 * it ends in the error state too.
 */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  if (status === PAYMENT_STATUS_PAID) return 'success';
  if (status === PAYMENT_STATUS_EXPIRED) return 'expired';
  if (status === 'failed') return 'failed';
  return 'pending';
}
