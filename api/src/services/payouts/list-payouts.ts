import { desc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AssociationDebt, CampaignPayoutTotals, Payout, PayoutList } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associationDebts, associations, campaigns, payouts } from '../../db/schema';
import { centsToEuros } from '../../lib/money';

type PayoutRow = typeof payouts.$inferSelect;
type Sums = {
  gross: number;
  commission: number;
  processing_fees: number;
  net: number;
  refunded: number;
};
const zero = (): Sums => ({ gross: 0, commission: 0, processing_fees: 0, net: 0, refunded: 0 });

/** Sums in cents, converted once: euros never accumulate floating-point error. */
function addPayout(sums: Sums, payout: PayoutRow): void {
  if (payout.kind === 'refund') {
    sums.refunded += payout.netCents;
    return;
  }
  sums.gross += payout.grossCents;
  sums.commission += payout.commissionCents;
  sums.processing_fees += payout.processingFeeCents;
  sums.net += payout.netCents;
}

const toEuros = (sums: Sums): Sums => ({
  gross: centsToEuros(sums.gross),
  commission: centsToEuros(sums.commission),
  processing_fees: centsToEuros(sums.processing_fees),
  net: centsToEuros(sums.net),
  refunded: centsToEuros(sums.refunded),
});

type WithNames<Row> = {
  row: Row;
  campaignTitle: string;
  campaignSlug: string;
  associationName: string;
};

/**
 * The rows of a money table (payouts, debts) of some associations (null: all), newest first,
 * each with its campaign's title and slug and its association's name.
 */
async function ofAssociations<T extends typeof payouts | typeof associationDebts>(
  db: Database,
  table: T,
  associationIds: string[] | null,
): Promise<WithNames<T['$inferSelect']>[]> {
  const rows = await db
    .select({
      row: table,
      campaignTitle: campaigns.title,
      campaignSlug: campaigns.slug,
      associationName: associations.name,
    })
    // drizzle's from() does not take a generic table; both tables have the columns used here.
    .from(table as PgTable)
    .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
    .innerJoin(associations, eq(associations.id, table.associationId))
    .where(associationIds ? inArray(table.associationId, associationIds) : undefined)
    .orderBy(desc(table.createdAt));
  return rows as WithNames<T['$inferSelect']>[];
}

/**
 * Transfers and refunds of some associations (null: all), newest first, with per-campaign
 * totals over the completed ones, and what the associations owe (refunds after a transfer).
 */
export async function listPayouts(
  db: Database,
  associationIds: string[] | null,
): Promise<PayoutList> {
  if (associationIds && associationIds.length === 0)
    return { payouts: [], campaigns: [], debts: [], totals: { ...zero(), owed: 0 } };
  const rows = await ofAssociations(db, payouts, associationIds);

  const perCampaign = new Map<string, Omit<CampaignPayoutTotals, keyof Sums> & { sums: Sums }>();
  const totals = zero();
  const list: Payout[] = rows.map(
    ({ row: payout, campaignTitle, campaignSlug, associationName }) => {
      if (payout.status === 'completed') {
        let entry = perCampaign.get(payout.campaignId);
        if (!entry) {
          entry = {
            campaign_id: payout.campaignId,
            campaign_title: campaignTitle,
            association_id: payout.associationId,
            association_name: associationName,
            sums: zero(),
          };
          perCampaign.set(payout.campaignId, entry);
        }
        addPayout(entry.sums, payout);
        addPayout(totals, payout);
      }
      return {
        id: payout.id,
        kind: payout.kind,
        status: payout.status,
        campaign_id: payout.campaignId,
        campaign_title: campaignTitle,
        campaign_slug: campaignSlug,
        association_id: payout.associationId,
        association_name: associationName,
        period_key: payout.periodKey,
        period_end: payout.periodEnd.toISOString(),
        donation_count: payout.donationCount,
        gross: centsToEuros(payout.grossCents),
        commission: centsToEuros(payout.commissionCents),
        processing_fees: centsToEuros(payout.processingFeeCents),
        net: centsToEuros(payout.netCents),
        recovered: centsToEuros(payout.recoveredCents),
        provider_reference: payout.providerReference,
        failure_reason: payout.failureReason,
        created_at: payout.createdAt.toISOString(),
        completed_at: payout.completedAt?.toISOString() ?? null,
      };
    },
  );
  const { debts, owedCents } = await listDebts(db, associationIds);
  return {
    payouts: list,
    campaigns: [...perCampaign.values()].map(({ sums, ...entry }) => ({
      ...entry,
      ...toEuros(sums),
    })),
    debts,
    totals: { ...toEuros(totals), owed: centsToEuros(owedCents) },
  };
}

async function listDebts(
  db: Database,
  associationIds: string[] | null,
): Promise<{ debts: AssociationDebt[]; owedCents: number }> {
  const rows = await ofAssociations(db, associationDebts, associationIds);
  const owedCents = rows
    .filter(({ row: debt }) => debt.recoveredByPayoutId === null)
    .reduce((sum, { row: debt }) => sum + debt.amountCents, 0);
  const debts = rows.map(({ row: debt, associationName, campaignTitle }) => ({
    id: debt.id,
    association_id: debt.associationId,
    association_name: associationName,
    campaign_id: debt.campaignId,
    campaign_title: campaignTitle,
    donation_id: debt.donationId,
    amount: centsToEuros(debt.amountCents),
    recovered_by_payout_id: debt.recoveredByPayoutId,
    created_at: debt.createdAt.toISOString(),
  }));
  return { debts, owedCents };
}
