import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { taxReceipts } from '../../db/schema/tax-receipts';

/** Who a gift is from, for the yearly count of rewards: the account, else the email given. */
export interface RewardDonor {
  userId: string | null;
  email: string;
}

const sameDonor = (donor: RewardDonor) =>
  donor.userId
    ? sql`(${donations.userId} = ${donor.userId} or lower(${donations.donorEmail}) = lower(${donor.email}))`
    : sql`lower(${donations.donorEmail}) = lower(${donor.email})`;

/**
 * The value of the rewards a donor already received from an association in a calendar year
 * with gifts that have a valid receipt (art. 200 CGI, BOI-IR-RICI-250-10-20-10: the flat cap
 * applies to what the organisation gives one donor over the calendar year), in cents. A gift
 * without a receipt is not a deductible gift, so its reward is not counted; a cancelled
 * receipt's neither. `exceptDonationId` leaves out the gift being decided.
 */
export async function rewardsReceivedInYearCents(
  db: Database | Tx,
  input: { associationId: string; year: number; donor: RewardDonor; exceptDonationId?: string },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${donations.rewardValueCents}), 0)` })
    .from(taxReceipts)
    .innerJoin(donations, eq(donations.id, taxReceipts.donationId))
    .where(
      and(
        eq(taxReceipts.associationId, input.associationId),
        eq(taxReceipts.year, input.year),
        eq(taxReceipts.status, 'issued'),
        sameDonor(input.donor),
        input.exceptDonationId ? ne(donations.id, input.exceptDonationId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Serialises the receipt decisions of one donor with one association in one year, inside the
 * issuing transaction: two gifts paid at the same moment cannot both count the year without
 * the other (a transaction-scoped advisory lock, released at commit or rollback).
 */
export async function lockDonorRewardYear(
  tx: Tx,
  input: { associationId: string; year: number; donor: RewardDonor },
): Promise<void> {
  const key = `reward-year:${input.associationId}:${input.year}:${input.donor.email.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
