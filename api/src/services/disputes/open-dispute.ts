import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { donationDisputes } from '../../db/schema/disputes';

/**
 * True while the donation (an SQL expression of its id) has a dispute the bank has not decided:
 * the settlement holds such a gift out of every transfer (and refund) until the dispute closes.
 */
export function hasOpenDispute(donationId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${donationDisputes} open_dispute
    where open_dispute.donation_id = ${donationId} and open_dispute.outcome = 'open')`;
}
