import { eq } from 'drizzle-orm';
import { NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import { REMINDER_LEAD_MS } from 'shared-contracts/src/news/reminder.rules';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaignReminders } from '../../db/schema/campaign-news';
import { campaigns } from '../../db/schema/campaigns';
import { AppError } from '../../lib/app-error';
import { isGoalCampaignRow } from '../catalogue/campaign-funding';
import { isOpenForDonations } from '../catalogue/campaign-visibility';
import { enqueueJob } from '../jobs/enqueue';

/**
 * 'Me le rappeler': records that `email` asked to be reminded before the goal campaign ends
 * and, in the same transaction, schedules its job (graphile-worker, durable across restarts)
 * for 48 h before the end (job key `campaign-reminder:<id>`). Offered on an open goal
 * campaign more than 48 h from its end (409 reminder_not_offered otherwise). Asking again
 * changes nothing (one reminder per campaign and address) and answers the same, so the form
 * tells nobody whether an address had asked.
 */
export async function requestReminder(
  db: Database,
  input: { campaignId: string; email: string; userId: string | null; now: Date },
): Promise<void> {
  const email = input.email.toLowerCase();
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({
        status: campaigns.status,
        endDate: campaigns.endDate,
        targetAmountCents: campaigns.targetAmountCents,
        associationStatus: associations.status,
      })
      .from(campaigns)
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(eq(campaigns.id, input.campaignId));
    const dueIn = campaign?.endDate
      ? campaign.endDate.getTime() - REMINDER_LEAD_MS - input.now.getTime()
      : -1;
    if (
      !campaign ||
      !isGoalCampaignRow(campaign) ||
      !isOpenForDonations(campaign, input.now) ||
      dueIn <= 0
    )
      throw new AppError(409, NEWS_MESSAGES.reminderNotOffered, 'reminder_not_offered');
    const [row] = await tx
      .insert(campaignReminders)
      .values({ campaignId: input.campaignId, email, userId: input.userId })
      .onConflictDoNothing()
      .returning({ id: campaignReminders.id });
    if (!row) return;
    await enqueueJob(
      tx,
      'campaign-reminder',
      { reminderId: row.id },
      { delayMs: dueIn, jobKey: `campaign-reminder:${row.id}` },
    );
  });
}
