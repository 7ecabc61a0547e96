import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CampaignNews, ManagedCampaignNews } from 'shared-contracts/src/news/news.schema';
import type { Database } from '../db/client';
import { campaignUpdates } from '../db/schema/campaign-news';
import { toManagedNews } from '../services/campaign-news/post-campaign-news';

/** A campaign's updates not removed by moderation, newest first. */
async function shownNews(db: Database, campaignId: string, limit?: number) {
  const query = db
    .select()
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.campaignId, campaignId), isNull(campaignUpdates.removedAt)))
    .orderBy(desc(campaignUpdates.createdAt));
  return limit === undefined ? query : query.limit(limit);
}

/** GET /campaigns/:idOrSlug/news: the latest 50. */
export async function listPublicNews(db: Database, campaignId: string): Promise<CampaignNews[]> {
  const rows = await shownNews(db, campaignId, 50);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body_html: row.bodyHtml,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The manager's and the super admin's list: with how many each was sent to. */
export async function listManagedNews(
  db: Database,
  campaignId: string,
): Promise<ManagedCampaignNews[]> {
  return (await shownNews(db, campaignId)).map(toManagedNews);
}
