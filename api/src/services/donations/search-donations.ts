import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { adminDonationSearchSchema, DonationPage } from 'shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { eurosToCents } from '../../lib/money';
import { isUuid } from '../../lib/validation';
import { containsFolded, foldedLikePattern } from '../../views/text-search';
import { pageSupportDonations } from '../../views/donation-view';

type Search = z.output<typeof adminDonationSearchSchema>;

const DAY_MS = 86_400_000;

/** A date given without its time ('2026-11-27', read as midnight UTC) ends with its day. */
function endOf(iso: string): Date {
  const date = new Date(iso);
  return iso.endsWith('T00:00:00.000Z') ? new Date(date.getTime() + DAY_MS) : date;
}

/**
 * Support's search over every donation, whatever its status (a pending or failed checkout is
 * what a donor calling support often asks about): each given filter narrows it. The date is
 * the payment's, or the checkout's for a donation never paid.
 */
export async function searchDonations(db: Database, search: Search): Promise<DonationPage> {
  const conditions: SQL[] = [sql`true`];
  if (search.email)
    conditions.push(containsFolded(donations.donorEmail, foldedLikePattern(search.email)));
  if (search.name)
    conditions.push(containsFolded(donations.donorName, foldedLikePattern(search.name)));
  if (search.campaign)
    conditions.push(
      isUuid(search.campaign)
        ? eq(donations.campaignId, search.campaign)
        : containsFolded(campaigns.title, foldedLikePattern(search.campaign)),
    );
  if (search.amount_min != null)
    conditions.push(gte(donations.amountCents, eurosToCents(search.amount_min)));
  if (search.amount_max != null)
    conditions.push(lte(donations.amountCents, eurosToCents(search.amount_max)));
  const when = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;
  if (search.from)
    conditions.push(sql`${when} >= ${new Date(search.from).toISOString()}::timestamptz`);
  if (search.to) conditions.push(sql`${when} < ${endOf(search.to).toISOString()}::timestamptz`);
  const { rows, total } = await pageSupportDonations(db, and(...conditions)!, {
    limit: search.page_size,
    offset: (search.page - 1) * search.page_size,
  });
  return { data: rows, total, page: search.page, page_size: search.page_size };
}
