import { and, eq, inArray } from 'drizzle-orm';
import type { Donation } from 'shared-contracts';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema';
import { listDonations } from '../../views/donation-view';

/** What a donor's history shows: money that moved (paid, and refunded afterwards). */
const HISTORY_STATUSES = ['paid', 'refunded'] as const;

export async function listDonorDonations(db: Database, userId: string): Promise<Donation[]> {
  return listDonations(
    db,
    and(eq(donations.userId, userId), inArray(donations.paymentStatus, [...HISTORY_STATUSES]))!,
  );
}
