import type { Database } from '../../db/client';
import type { JobHandlers } from '../jobs/tasks';
import { createAccountAfterPayment } from './create-account-after-payment';
import { sendResetLink, type AccountDeps } from './password-reset';

/** The accounts' jobs: what the queue runs for them. */
export function accountJobHandlers(deps: {
  db: Database;
  accounts: AccountDeps;
}): Pick<JobHandlers, 'account-after-payment' | 'password-reset-email'> {
  return {
    'account-after-payment': async (job) => {
      await createAccountAfterPayment(deps.db, job.donationId);
    },
    'password-reset-email': (job) => sendResetLink(deps.accounts, job),
  };
}
