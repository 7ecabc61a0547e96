import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rewards } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import type { DonationRow } from '../ledger/donation-row';

/**
 * Reward stock (issue 30, item 6). `rewards.remaining` counts the units neither sold nor held
 * by an open checkout. One rule per move:
 * - a checkout with a stocked reward takes a unit by a conditional update
 *   (`remaining = remaining - 1 where remaining > 0`): PostgreSQL locks the row, so checkouts at
 *   once for the last units queue on it and each sees the count the one before left; a reward
 *   is never given twice whatever the number of instances;
 * - a checkout that expires or is declined gives its unit back (closeUnpaidDonation), once:
 *   the gift's `reward_held` is cleared in the same transaction;
 * - a paid gift keeps its unit (sold);
 * - a refund gives the unit back only when the reward was not posted yet (decided for
 *   issue 30: a reward sent is gone, the association cannot sell it again; one not sent, or
 *   not posted at all, is free again);
 * - saving the campaign recomputes the stock from the gifts (save-campaign.ts#replaceRewards), which also
 *   heals a unit left held by a process that died between the hold and the checkout's row.
 */

/** Takes one unit of a stocked reward; false when none is left. No-op (true) without a limit. */
export async function holdRewardUnit(db: Database, rewardId: string): Promise<boolean> {
  const rows = await db
    .update(rewards)
    .set({ remaining: sql`${rewards.remaining} - 1` })
    .where(and(eq(rewards.id, rewardId), sql`${rewards.remaining} > 0`))
    .returning({ remaining: rewards.remaining });
  return rows.length === 1;
}

/** Gives back a unit taken by holdRewardUnit whose checkout row was never written. */
export async function giveBackHeldUnit(db: Database | Tx, rewardId: string): Promise<void> {
  await db
    .update(rewards)
    .set({ remaining: sql`least(${rewards.quantity}, ${rewards.remaining} + 1)` })
    .where(and(eq(rewards.id, rewardId), isNotNull(rewards.remaining)));
}

/**
 * The unit a gift held goes back to the stock, once (its `reward_held` cleared): called in the
 * transaction that closed the checkout unpaid, or that refunded a gift whose reward was not sent.
 */
export async function releaseRewardUnitInTx(tx: Tx, donation: DonationRow): Promise<void> {
  if (!donation.rewardHeld || !donation.rewardId) return;
  const [released] = await tx
    .update(donations)
    .set({ rewardHeld: false })
    .where(and(eq(donations.id, donation.id), eq(donations.rewardHeld, true)))
    .returning({ id: donations.id });
  if (released) await giveBackHeldUnit(tx, donation.rewardId);
}

/** A refund gives the unit back only if the reward was not posted (see above). */
export function refundGivesUnitBack(donation: DonationRow): boolean {
  return donation.rewardHeld && donation.rewardSentAt === null;
}
