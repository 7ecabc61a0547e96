import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donations, payouts, type PayoutKind } from '../../db/schema';
import { isGoalReachedBy } from '../catalogue/campaign-funding';
import type { PaymentProvider } from '../payments/payment-provider';
import { openDisputedCents, unsettledPaidDonations, type UnsettledDonation } from './create-payout';
import { payoutFigures } from './fees';
import { lastCompleteMonth } from './periods';
import {
  selectDueContinuousCampaigns,
  selectDueGoalCampaigns,
  selectEndedContinuousCampaigns,
} from './select-due-campaigns';

export interface PlannedPayout {
  campaignId: string;
  title: string;
  kind: PayoutKind;
  periodKey: string;
  donationCount: number;
  grossCents: number;
  netCents: number;
}

export interface SettlementPlan {
  asOf: string;
  payouts: PlannedPayout[];
  /** Payouts that failed before and would be tried again. */
  retries: { campaignId: string; title: string; kind: PayoutKind; periodKey: string }[];
  waiting: { campaignId: string; title: string }[];
  closing: { campaignId: string; title: string }[];
  /** Campaigns the run would refuse: money paid through a provider not configured here. */
  refused: { campaignId: string; title: string; provider: string }[];
}

/**
 * What `runSettlement` would do as of `asOf`, read only: no row written, no provider called
 * (`npm run settle -- --dry-run`). Pending checkouts are not asked about, so a run may find a
 * few more donations paid than the plan shows.
 */
export async function planSettlement(
  db: Database,
  asOf: Date,
  /** The provider of this process (settlement-provider.ts): other providers' money is refused. */
  settledThrough?: PaymentProvider['name'],
): Promise<SettlementPlan> {
  const plan: SettlementPlan = {
    asOf: asOf.toISOString(),
    payouts: [],
    retries: [],
    waiting: [],
    closing: [],
    refused: [],
  };
  /** True (and noted) when the campaign's money to settle was paid through another provider. */
  const isRefused = async (
    campaign: { id: string; title: string },
    covered: UnsettledDonation[],
  ) => {
    if (!settledThrough) return false;
    const open = await db
      .select({ paymentProvider: donations.paymentProvider })
      .from(donations)
      .innerJoin(payouts, eq(payouts.id, donations.payoutId))
      .where(and(eq(payouts.campaignId, campaign.id), ne(payouts.status, 'completed')));
    const other = [...covered, ...open].find((d) => d.paymentProvider !== settledThrough);
    if (!other) return false;
    plan.refused.push({
      campaignId: campaign.id,
      title: campaign.title,
      provider: other.paymentProvider,
    });
    return true;
  };
  const planned = (
    campaign: { id: string; title: string },
    kind: PayoutKind,
    periodKey: string,
    amounts: number[],
  ) => {
    if (amounts.length === 0) return;
    const figures = payoutFigures(amounts);
    plan.payouts.push({
      campaignId: campaign.id,
      title: campaign.title,
      kind,
      periodKey,
      donationCount: figures.donationCount,
      grossCents: figures.grossCents,
      netCents: kind === 'transfer' ? figures.netCents : figures.grossCents,
    });
  };
  const existingPayouts = (campaignId: string) =>
    db
      .select({ kind: payouts.kind, periodKey: payouts.periodKey, status: payouts.status })
      .from(payouts)
      .where(eq(payouts.campaignId, campaignId));
  const noteRetries = (
    campaign: { id: string; title: string },
    existing: Awaited<ReturnType<typeof existingPayouts>>,
  ) => {
    for (const payout of existing.filter((p) => p.status !== 'completed'))
      plan.retries.push({
        campaignId: campaign.id,
        title: campaign.title,
        kind: payout.kind,
        periodKey: payout.periodKey,
      });
  };

  for (const campaign of await selectDueGoalCampaigns(db, asOf)) {
    const [pending] = await db
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.campaignId, campaign.id), eq(donations.paymentStatus, 'pending')))
      .limit(1);
    if (pending) {
      plan.waiting.push({ campaignId: campaign.id, title: campaign.title });
      continue;
    }
    const existing = await existingPayouts(campaign.id);
    const unsettled = await unsettledPaidDonations(db, campaign.id, { lock: false });
    if (await isRefused(campaign, unsettled)) continue;
    noteRetries(campaign, existing);
    const final = existing.find((payout) => payout.periodKey === 'final');
    const amounts = unsettled.map((donation) => donation.amountCents);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    // As the run decides: a gift held out by an open dispute still counts towards the goal.
    const held = final ? 0 : await openDisputedCents(db, campaign.id);
    const kind = final
      ? final.kind
      : isGoalReachedBy(total + held, campaign)
        ? 'transfer'
        : 'refund';
    planned(campaign, kind, final ? `late-${existing.length}` : 'final', amounts);
    if (campaign.status !== 'completed')
      plan.closing.push({ campaignId: campaign.id, title: campaign.title });
  }

  const period = lastCompleteMonth(asOf);
  for (const campaign of await selectDueContinuousCampaigns(db, period)) {
    const existing = await existingPayouts(campaign.id);
    const covered = existing.some((payout) => payout.periodKey === period.key)
      ? []
      : await unsettledPaidDonations(db, campaign.id, { before: period.end, lock: false });
    if (await isRefused(campaign, covered)) continue;
    noteRetries(campaign, existing);
    if (existing.some((payout) => payout.periodKey === period.key)) continue;
    planned(
      campaign,
      'transfer',
      period.key,
      covered.map((donation) => donation.amountCents),
    );
  }
  for (const campaign of await selectEndedContinuousCampaigns(db, asOf))
    plan.closing.push({ campaignId: campaign.id, title: campaign.title });
  return plan;
}
