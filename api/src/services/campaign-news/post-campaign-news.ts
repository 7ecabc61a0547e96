import { eq, sql } from 'drizzle-orm';
import type { ManagedCampaignNews } from 'shared-contracts/src/news/news.schema';
import { NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import type { Database, Tx } from '../../db/client';
import { campaignUpdates } from '../../db/schema/campaign-news';
import { campaigns } from '../../db/schema/campaigns';
import { AppError, fieldError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize';
import { rowsOf } from '../../lib/sql-rows';
import { enqueueJob } from '../jobs/enqueue';
import { countNewsRecipients } from './news-recipients';

/** Updates the campaign posted today (Paris), removed ones included: each one was emailed. */
export async function newsSentToday(db: Database | Tx, campaignId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${campaignUpdates}
    where ${campaignUpdates.campaignId} = ${campaignId}
      and (${campaignUpdates.createdAt} at time zone 'Europe/Paris')::date
        = (now() at time zone 'Europe/Paris')::date`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Posts an update on a campaign its manager runs (the route checked that) and queues its
 * emails, in one transaction: the update and its job exist together or not at all. The
 * campaign's row is locked first, so two posts at once count each other against the day's
 * limit (CAMPAIGN_NEWS_DAILY_LIMIT: 429 news_daily_limit past it). The body is sanitized
 * with the campaign story's policy (lib/sanitize.ts).
 */
export async function postCampaignNews(
  db: Database,
  input: {
    campaignId: string;
    authorId: string;
    title: string;
    bodyHtml: string;
    dailyLimit: number;
  },
): Promise<ManagedCampaignNews> {
  const body = sanitizeHtml(input.bodyHtml);
  if (!body) throw fieldError('body_html', NEWS_MESSAGES.bodyRequired);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, input.campaignId))
      .for('update');
    if ((await newsSentToday(tx, input.campaignId)) >= input.dailyLimit)
      throw new AppError(429, NEWS_MESSAGES.dailyLimit(input.dailyLimit), 'news_daily_limit');
    const recipientCount = await countNewsRecipients(tx, input.campaignId);
    const [row] = await tx
      .insert(campaignUpdates)
      .values({
        campaignId: input.campaignId,
        authorId: input.authorId,
        title: input.title,
        bodyHtml: body,
        recipientCount,
      })
      .returning();
    await enqueueJob(tx, 'campaign-news-emails', { newsId: row!.id });
    return toManagedNews(row!);
  });
}

export function toManagedNews(row: typeof campaignUpdates.$inferSelect): ManagedCampaignNews {
  return {
    id: row.id,
    title: row.title,
    body_html: row.bodyHtml,
    created_at: row.createdAt.toISOString(),
    recipient_count: row.recipientCount,
  };
}
