import type { JobHandlers } from '../jobs/tasks';
import { notifyTaxReceiptCancelled } from './deliver-tax-receipt';
import {
  sendAccountWelcome,
  sendFirstPaymentReceipts,
  sendPaymentReceipts,
  sendPaymentReceiptsBatch,
  sendRefundNotice,
  type ReceiptDeps,
} from './send-receipts';

/** The receipts' and notices' jobs: what the queue runs for them. */
export function receiptJobHandlers(
  deps: ReceiptDeps,
): Pick<
  JobHandlers,
  | 'payment-receipts'
  | 'payment-receipts-batch'
  | 'account-welcome'
  | 'refund-notice'
  | 'tax-receipt-cancelled'
> {
  return {
    'payment-receipts': (job, run) =>
      job.facts && run.attempts === 1
        ? sendFirstPaymentReceipts(deps, job.donationId, job.facts)
        : sendPaymentReceipts(deps, job.donationId, job.account),
    'payment-receipts-batch': (job, run) =>
      sendPaymentReceiptsBatch(deps, job.donations, run.attempts === 1),
    'account-welcome': (job) => sendAccountWelcome(deps, job.donationId),
    'refund-notice': (job) => sendRefundNotice(deps, job.donationId),
    'tax-receipt-cancelled': (job) => notifyTaxReceiptCancelled(deps, job.donationId),
  };
}
