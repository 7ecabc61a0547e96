import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  LOADING_MESSAGES,
  payoutAccountSchema,
  type CampaignPayoutTotals,
  type LedgerCheckResult,
  type Payout,
  type PayoutList,
} from 'shared-contracts';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { associationPayoutAccounts, payouts } from '../../db/schema/payouts';
import { notFound } from '../../lib/app-error';
import { parseInput, requireUuid } from '../../lib/validation';
import { currentUser, requireAuth } from '../../plugins/auth';
import { centsToEuros } from '../../lib/money';
import { checkLedger } from '../../services/ledger/check-ledger';
import type { Database } from '../../db/client';

const ASSOCIATION_NOT_FOUND = LOADING_MESSAGES.associationNotFound;

/**
 * Transfers and refunds: the super admin sees every one (GET /admin/payouts), a manager those
 * of the associations they run (GET /dashboard/payouts), with per-campaign totals over the
 * completed ones. GET /admin/ledger/check recomputes the stored totals from the ledger.
 */
export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/payouts', { preHandler: requireAuth('super_admin') }, async () => ({
    data: await listPayouts(app.db, null),
  }));

  app.get(
    '/dashboard/payouts',
    { preHandler: requireAuth('association_manager') },
    async (request) => ({
      data: await listPayouts(app.db, currentUser(request).associationIds),
    }),
  );

  app.put<{ Params: { id: string } }>(
    '/admin/associations/:id/payout-account',
    { preHandler: requireAuth('super_admin') },
    async (request) => {
      const associationId = requireUuid(request.params.id, ASSOCIATION_NOT_FOUND);
      const body = parseInput(payoutAccountSchema, request.body);
      const [association] = await app.db
        .select({ id: associations.id })
        .from(associations)
        .where(eq(associations.id, associationId))
        .limit(1);
      if (!association) throw notFound(ASSOCIATION_NOT_FOUND);
      await app.db
        .insert(associationPayoutAccounts)
        .values({ associationId, stripeAccountId: body.stripe_account_id })
        .onConflictDoUpdate({
          target: associationPayoutAccounts.associationId,
          set: { stripeAccountId: body.stripe_account_id, updatedAt: new Date() },
        });
      return { data: { association_id: associationId, stripe_account_id: body.stripe_account_id } };
    },
  );

  app.get('/admin/ledger/check', { preHandler: requireAuth('super_admin') }, async () => {
    const check = await checkLedger(app.db);
    const data: LedgerCheckResult = {
      ok: check.ok,
      mismatches: check.mismatches.map(({ fromLedger, ...rest }) => ({
        ...rest,
        from_ledger: fromLedger,
      })),
    };
    return { data };
  });
}

async function listPayouts(db: Database, associationIds: string[] | null): Promise<PayoutList> {
  const empty: PayoutList = {
    payouts: [],
    campaigns: [],
    totals: { gross: 0, commission: 0, processing_fees: 0, net: 0, refunded: 0 },
  };
  if (associationIds && associationIds.length === 0) return empty;
  const rows = await db
    .select({
      payout: payouts,
      campaignTitle: campaigns.title,
      campaignSlug: campaigns.slug,
      associationName: associations.name,
    })
    .from(payouts)
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .innerJoin(associations, eq(associations.id, payouts.associationId))
    .where(associationIds ? inArray(payouts.associationId, associationIds) : undefined)
    .orderBy(desc(payouts.createdAt));

  const perCampaign = new Map<string, CampaignPayoutTotals & { cents: number[] }>();
  const totalCents = [0, 0, 0, 0, 0];
  const list: Payout[] = rows.map(({ payout, campaignTitle, campaignSlug, associationName }) => {
    if (payout.status === 'completed') {
      let entry = perCampaign.get(payout.campaignId);
      if (!entry) {
        entry = {
          campaign_id: payout.campaignId,
          campaign_title: campaignTitle,
          association_id: payout.associationId,
          association_name: associationName,
          gross: 0,
          commission: 0,
          processing_fees: 0,
          net: 0,
          refunded: 0,
          cents: [0, 0, 0, 0, 0],
        };
        perCampaign.set(payout.campaignId, entry);
      }
      // Sums in cents, converted once: euros never accumulate floating-point error.
      const add =
        payout.kind === 'transfer'
          ? [
              payout.grossCents,
              payout.commissionCents,
              payout.processingFeeCents,
              payout.netCents,
              0,
            ]
          : [0, 0, 0, 0, payout.netCents];
      add.forEach((value, index) => {
        entry!.cents[index]! += value;
        totalCents[index]! += value;
      });
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
      provider_reference: payout.providerReference,
      failure_reason: payout.failureReason,
      created_at: payout.createdAt.toISOString(),
      completed_at: payout.completedAt?.toISOString() ?? null,
    };
  });
  const toEuros = (cents: number[]) => ({
    gross: centsToEuros(cents[0]!),
    commission: centsToEuros(cents[1]!),
    processing_fees: centsToEuros(cents[2]!),
    net: centsToEuros(cents[3]!),
    refunded: centsToEuros(cents[4]!),
  });
  return {
    payouts: list,
    campaigns: [...perCampaign.values()].map(({ cents, ...entry }) => ({
      ...entry,
      ...toEuros(cents),
    })),
    totals: toEuros(totalCents),
  };
}
