import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { CAMPAIGN_TOTAL_SHARDS, campaignTotalShards } from '../../db/schema/campaign-totals';
import { campaigns } from '../../db/schema/campaigns';
import type { DonationRow } from './donation-row';

/** The shard this connection adds to (db/schema/campaign-totals.ts): one per connection, mostly. */
export const shardOfConnection = sql.raw(`(pg_backend_pid() % ${CAMPAIGN_TOTAL_SHARDS})::smallint`);

/**
 * Moves a donation's amount and backer into (1) or out of (-1) its campaign's totals; returns
 * the campaign's association.
 */
export async function moveTotals(
  tx: Tx,
  donation: DonationRow,
  direction: 1 | -1,
): Promise<string> {
  const amount = donation.amountCents * direction;
  await tx.execute(sql`
    insert into ${campaignTotalShards} as s (campaign_id, shard, raised_amount_cents, total_backers)
    values (${donation.campaignId}, ${shardOfConnection}, ${amount}, ${direction})
    on conflict (campaign_id, shard) do update
    set raised_amount_cents = s.raised_amount_cents + excluded.raised_amount_cents,
      total_backers = s.total_backers + excluded.total_backers`);
  const [campaign] = await tx
    .select({ associationId: campaigns.associationId })
    .from(campaigns)
    .where(eq(campaigns.id, donation.campaignId));
  if (!campaign)
    throw new Error(`campaign ${donation.campaignId} of donation ${donation.id} not found`);
  return campaign.associationId;
}
