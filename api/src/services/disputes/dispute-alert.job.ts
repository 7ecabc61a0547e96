import type { JobHandlers } from '../jobs/tasks';
import type { PaymentDeps } from '../payments/payment-sync';
import { sendDisputeAlert } from './dispute-alert';

/** The disputes' job: the super admins' alert. */
export function disputeJobHandlers(deps: PaymentDeps): Pick<JobHandlers, 'dispute-alert'> {
  return { 'dispute-alert': (job) => sendDisputeAlert(deps, job) };
}
