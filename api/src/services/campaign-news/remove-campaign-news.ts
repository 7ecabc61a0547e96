import { and, eq, isNull } from 'drizzle-orm';
import { NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import type { Database } from '../../db/client';
import { campaignUpdates } from '../../db/schema/campaign-news';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * Moderation: the super admin removes an update (no longer shown; its emails not sent yet are
 * not sent: the job skips a removed update), written to the audit log in the same transaction.
 */
export async function removeCampaignNews(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaignUpdates)
      .set({ removedAt: new Date() })
      .where(and(eq(campaignUpdates.id, id), isNull(campaignUpdates.removedAt)))
      .returning();
    if (!row) throw notFound(NEWS_MESSAGES.updateNotFound);
    await recordAudit(tx, {
      actor,
      action: 'campaign_update.remove',
      entity: 'campaign_update',
      entityId: row.id,
      before: { title: row.title },
      after: null,
    });
  });
}
