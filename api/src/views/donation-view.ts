import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  donorDisplayName,
  type Donation,
  type PublicContribution,
  type SupportDonation,
} from 'shared-contracts';
import type { Database } from '../db/client';
import { associations, campaigns, donations } from '../db/schema';
import { centsToEuros } from '../lib/money';
import { iso } from './dates';
import { donorRewardDelivery } from '../services/rewards/reward-deliveries';

/** The donations whose money was received (and not refunded). */
export const isPaid = eq(donations.paymentStatus, 'paid');

const donationColumns = {
  donation: donations,
  campaignTitle: campaigns.title,
  campaignSlug: campaigns.slug,
  campaignImage: campaigns.imageUrl,
  associationId: campaigns.associationId,
  associationName: associations.name,
  associationCategory: associations.category,
};

type DonationRow = {
  donation: typeof donations.$inferSelect;
  campaignTitle: string;
  campaignSlug: string;
  campaignImage: string | null;
  associationId: string;
  associationName: string;
  associationCategory: string;
};

/** For the donor, the association's managers and the super admin (not for the public). */
function toDonation(row: DonationRow): Donation {
  const { donation } = row;
  return {
    id: donation.id,
    donor_name: donation.donorName,
    donor_email: donation.donorEmail,
    phone: donation.phone,
    amount: centsToEuros(donation.amountCents),
    is_anonymous: donation.isAnonymous,
    message: donation.message,
    reward_selected: donation.rewardTitle,
    rewards: donation.rewardTitle
      ? [{ title: donation.rewardTitle, description: donation.rewardDescription }]
      : [],
    created_at: iso(donation.createdAt),
    campaign_id: donation.campaignId,
    campaign_title: row.campaignTitle,
    campaign_slug: row.campaignSlug,
    campaign_image: row.campaignImage,
    association_id: row.associationId,
    association_name: row.associationName,
    cause: row.associationCategory,
    payment_status: donation.paymentStatus,
    reward_delivery: donorRewardDelivery(donation),
  };
}

/** The public serializer: no email, no phone, no message, and no name for anonymous donors. */
function toPublicContribution(donation: typeof donations.$inferSelect): PublicContribution {
  return {
    id: donation.id,
    donor_name: donorDisplayName({
      donor_name: donation.donorName,
      is_anonymous: donation.isAnonymous,
    }),
    is_anonymous: donation.isAnonymous,
    amount: centsToEuros(donation.amountCents),
    created_at: iso(donation.createdAt),
  };
}

/** A campaign's paid contributions as the public sees them, newest first. */
export async function listPublicContributions(
  db: Database,
  campaignId: string,
  limit: number,
): Promise<PublicContribution[]> {
  const rows = await db
    .select()
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), isPaid))
    .orderBy(desc(donations.createdAt))
    .limit(limit);
  return rows.map(toPublicContribution);
}

/** Donations with their campaign and association, newest first, in one query. */
export async function listDonations(db: Database, where: SQL, limit?: number): Promise<Donation[]> {
  const query = db
    .select(donationColumns)
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(where)
    .orderBy(desc(donations.createdAt));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toDonation);
}

/** A donation as support reads it: the donation plus its payment and refund facts. */
function toSupportDonation(row: DonationRow): SupportDonation {
  const { donation } = row;
  return {
    ...toDonation(row),
    paid_at: donation.paidAt ? iso(donation.paidAt) : null,
    refunded_at: donation.refundedAt ? iso(donation.refundedAt) : null,
    refund_reason: donation.refundReason,
  };
}

/** One page of the donations matching `where` (support's search), newest first, and their count. */
export async function pageSupportDonations(
  db: Database,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: SupportDonation[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(donationColumns)
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(where)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(where),
  ]);
  return { rows: rows.map(toSupportDonation), total: counted?.total ?? 0 };
}

/** One donation as support reads it, or null. */
export async function readSupportDonation(
  db: Database,
  donationId: string,
): Promise<SupportDonation | null> {
  const { rows } = await pageSupportDonations(db, eq(donations.id, donationId), {
    limit: 1,
    offset: 0,
  });
  return rows[0] ?? null;
}
