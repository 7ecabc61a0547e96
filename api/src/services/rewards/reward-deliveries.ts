import { and, asc, eq, sql } from 'drizzle-orm';
import {
  REWARD_DELIVERY_TEXTS,
  countryLabel,
} from 'shared-contracts/src/reward/reward-delivery.texts';
import type {
  DonorRewardDelivery,
  RewardDelivery,
} from 'shared-contracts/src/reward/reward-delivery.schema';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { notFound } from '../../lib/app-error';
import { isoOrNull } from '../../views/dates';
import { csvCell } from '../receipts/list-tax-receipts';
import type { DonationRow } from '../ledger/donation-row';

/**
 * Reward delivery (issue 30, item 7): the posted rewards a campaign owes, for its association's
 * manager only (the routes check the campaign is theirs). A reward is owed by a paid gift whose
 * reward needs shipping; the address is personal data (RGPD): shown to that manager and to the
 * donor, exported with the donor's data and erased with their contact data.
 */
const owedCondition = (campaignId: string) =>
  and(
    eq(donations.campaignId, campaignId),
    eq(donations.rewardNeedsShipping, true),
    eq(donations.paymentStatus, 'paid'),
  );

export function toRewardDelivery(row: DonationRow): RewardDelivery {
  const hasAddress = row.shippingAddress !== null && row.contactErasedAt === null;
  return {
    donation_id: row.id,
    donor_name: row.donorName,
    // The email to reach the donor about their reward, even without the contact consent (the
    // gift's own purpose: delivering what it carries).
    donor_email: row.contactErasedAt ? null : row.donorEmail,
    reward_title: row.rewardTitle ?? '',
    paid_at: isoOrNull(row.paidAt),
    shipping_address: hasAddress
      ? {
          address: row.shippingAddress!,
          address_extra: row.shippingAddressExtra,
          postal_code: row.shippingPostalCode ?? '',
          city: row.shippingCity ?? '',
          country: row.shippingCountry ?? 'FR',
        }
      : null,
    status: row.rewardSentAt ? 'sent' : 'to_send',
    sent_at: isoOrNull(row.rewardSentAt),
    tracking_note: row.rewardTrackingNote,
  };
}

/** The rewards owed by one campaign: those to send first, then by payment date. */
export async function listRewardDeliveries(
  db: Database,
  campaignId: string,
): Promise<RewardDelivery[]> {
  const rows = await db
    .select()
    .from(donations)
    .where(owedCondition(campaignId))
    .orderBy(sql`${donations.rewardSentAt} is not null`, asc(donations.paidAt), asc(donations.id));
  return rows.map(toRewardDelivery);
}

/**
 * Marks a reward sent: the first call dates it, a later one may change the note. 404 for a gift
 * of another campaign or one that owes no posted reward.
 */
export async function markRewardSent(
  db: Database,
  input: { campaignId: string; donationId: string; trackingNote: string | null | undefined },
): Promise<RewardDelivery> {
  const [row] = await db
    .update(donations)
    .set({
      rewardSentAt: sql`coalesce(${donations.rewardSentAt}, now())`,
      rewardTrackingNote: input.trackingNote ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(donations.id, input.donationId), owedCondition(input.campaignId)))
    .returning();
  if (!row) throw notFound(REWARD_DELIVERY_TEXTS.notOwed);
  return toRewardDelivery(row);
}

/** A spreadsheet would run a cell starting with these as a formula: kept as text. */
const text = (value: string | null | undefined): string => {
  const cell = value ?? '';
  return csvCell(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
};

/**
 * The list as a CSV a French spreadsheet opens: UTF-8 with a BOM (Excel reads the accents),
 * ';' separated, French headers (REWARD_DELIVERY_TEXTS.csvHeaders), dates as dd/mm/yyyy.
 */
export async function rewardDeliveriesCsv(db: Database, campaignId: string): Promise<string> {
  const [campaign] = await db
    .select({ title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const list = await listRewardDeliveries(db, campaignId);
  const frenchDate = (value: string | null) =>
    value ? new Date(value).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) : '';
  const lines = [
    REWARD_DELIVERY_TEXTS.csvHeaders.map(text).join(';'),
    ...list.map((item) =>
      [
        text(item.donor_name),
        text(item.donor_email),
        text(campaign?.title),
        text(item.reward_title),
        text(item.shipping_address?.address),
        text(item.shipping_address?.address_extra),
        text(item.shipping_address?.postal_code),
        text(item.shipping_address?.city),
        text(countryLabel(item.shipping_address?.country)),
        text(item.status === 'sent' ? REWARD_DELIVERY_TEXTS.sent : REWARD_DELIVERY_TEXTS.toSend),
        text(frenchDate(item.sent_at)),
        text(item.tracking_note),
      ].join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** What the donor sees of a gift's posted reward, or null when it carries none. */
export function donorRewardDelivery(row: {
  rewardNeedsShipping: boolean;
  paymentStatus: string;
  rewardSentAt: Date | null;
  rewardTrackingNote: string | null;
}): DonorRewardDelivery | null {
  if (!row.rewardNeedsShipping || row.paymentStatus !== 'paid') return null;
  return {
    status: row.rewardSentAt ? 'sent' : 'to_send',
    sent_at: isoOrNull(row.rewardSentAt),
    tracking_note: row.rewardTrackingNote,
  };
}
