import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROUTES, absoluteHref, formatEuros, formatLongDate } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaignReminders, campaignUpdates } from '../../db/schema/campaign-news';
import { campaignRaisedCents } from '../../db/schema/campaign-totals';
import { campaigns } from '../../db/schema/campaigns';
import { rowsOf } from '../../lib/sql-rows';
import { isGoalCampaignRow, isGoalReachedBy } from '../catalogue/campaign-funding';
import { isOpenForDonations } from '../catalogue/campaign-visibility';
import { enqueueJob } from '../jobs/enqueue';
import type { JobHandlers } from '../jobs/tasks';
import type { MailService } from '../mail/mail-service';
import { sendEachOnce, sendOnce } from '../mail/send-once';
import { campaignNewsEmail, campaignReminderEmail } from './news-emails';
import { newsRecipients } from './news-recipients';
import { REMINDER_LEAD_MS } from 'shared-contracts/src/news/reminder.rules';
import { signUnsubscribeToken, unsubscribeKey, unsubscribeUrls } from './unsubscribe-links';

export interface CampaignNewsDeps {
  db: Database;
  mail: MailService;
  publicUrl: string;
  jwtSecret: string;
  now(): Date;
}

/** Emails handed to the mail server together (a job retried sends only the rest: sendEachOnce). */
const BATCH = 50;

async function campaignFacts(db: Database, campaignId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      title: campaigns.title,
      status: campaigns.status,
      endDate: campaigns.endDate,
      targetAmountCents: campaigns.targetAmountCents,
      associationId: campaigns.associationId,
      associationName: associations.name,
      associationStatus: associations.status,
      raisedCents: campaignRaisedCents,
    })
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(campaigns.id, campaignId));
  return row;
}

function linksFor(deps: CampaignNewsDeps, associationId: string, email: string) {
  const key = unsubscribeKey(deps.jwtSecret);
  return unsubscribeUrls(deps.publicUrl, signUnsubscribeToken(key, { associationId, email }));
}

/**
 * The `campaign-news-emails` job: one email per recipient address (news-recipients.ts, read
 * now: an unsubscribe since the post is honoured), each once (sent_emails key
 * `news:<update>:<address>`). A removed update sends nothing more.
 */
export async function sendCampaignNews(deps: CampaignNewsDeps, newsId: string): Promise<void> {
  const [news] = await deps.db
    .select()
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.id, newsId), isNull(campaignUpdates.removedAt)));
  if (!news) return;
  const campaign = await campaignFacts(deps.db, news.campaignId);
  if (!campaign) return;
  const campaignUrl = absoluteHref(
    deps.publicUrl,
    ROUTES.campaign.href({ campaignId: campaign.slug }),
  );
  const recipients = await newsRecipients(deps.db, news.campaignId);
  const keyOf = (email: string) => `news:${news.id}:${email}`;
  const sentResult = await deps.db.execute(
    sql`select key from sent_emails where key like ${`news:${news.id}:%`}`,
  );
  const sent = new Set(rowsOf<{ key: string }>(sentResult).map((row) => row.key));
  const due = recipients.filter((email) => !sent.has(keyOf(email)));
  for (let start = 0; start < due.length; start += BATCH) {
    await sendEachOnce(
      deps,
      due.slice(start, start + BATCH).map((email) => ({
        key: keyOf(email),
        message: campaignNewsEmail({
          to: email,
          associationName: campaign.associationName,
          campaignTitle: campaign.title,
          campaignUrl,
          title: news.title,
          bodyHtml: news.bodyHtml,
          unsubscribe: linksFor(deps, campaign.associationId, email),
        }),
      })),
    );
  }
}

type SkipReason = NonNullable<(typeof campaignReminders.$inferSelect)['skippedReason']>;

/**
 * The `campaign-reminder` job, due 48 h before the campaign ends (request-reminder.ts): sends
 * the reminder once (sent_emails key `reminder:<id>`), or records why not: the campaign
 * closed or was funded, the address gave to it since asking (any paid gift by that address or
 * that account), or unsubscribed from the association since asking. An end date moved later
 * puts the job back to its new time.
 */
export async function sendCampaignReminder(
  deps: CampaignNewsDeps,
  reminderId: string,
): Promise<void> {
  const [reminder] = await deps.db
    .select()
    .from(campaignReminders)
    .where(eq(campaignReminders.id, reminderId));
  if (!reminder || reminder.sentAt || reminder.skippedReason) return;
  const campaign = await campaignFacts(deps.db, reminder.campaignId);
  const now = deps.now();
  const skip = async (reason: SkipReason) => {
    await deps.db
      .update(campaignReminders)
      .set({ skippedReason: reason })
      .where(and(eq(campaignReminders.id, reminder.id), isNull(campaignReminders.sentAt)));
  };
  if (
    !campaign ||
    !campaign.endDate ||
    !isGoalCampaignRow(campaign) ||
    !isOpenForDonations(campaign, now)
  )
    return skip('closed');
  const dueAt = campaign.endDate.getTime() - REMINDER_LEAD_MS;
  if (dueAt - now.getTime() > 60_000) {
    await enqueueJob(
      deps.db,
      'campaign-reminder',
      { reminderId },
      { delayMs: dueAt - now.getTime(), jobKey: `campaign-reminder:${reminderId}` },
    );
    return;
  }
  if (isGoalReachedBy(campaign.raisedCents, campaign)) return skip('funded');
  const check = await deps.db.execute(sql`select
      exists (select 1 from donations d where d.campaign_id = ${campaign.id}
        and d.payment_status = 'paid' and d.paid_at >= ${reminder.createdAt.toISOString()}::timestamptz
        and (lower(d.donor_email) = ${reminder.email}
          or (${reminder.userId}::uuid is not null and d.user_id = ${reminder.userId}::uuid))) as gave,
      exists (select 1 from contact_unsubscribes u where u.association_id = ${campaign.associationId}
        and u.email = ${reminder.email}
        and u.created_at >= ${reminder.createdAt.toISOString()}::timestamptz) as unsubscribed`);
  const facts = rowsOf<{ gave: boolean; unsubscribed: boolean }>(check)[0]!;
  if (facts.gave) return skip('gave');
  if (facts.unsubscribed) return skip('unsubscribed');
  await sendOnce(
    deps,
    `reminder:${reminder.id}`,
    campaignReminderEmail({
      to: reminder.email,
      associationName: campaign.associationName,
      campaignTitle: campaign.title,
      campaignUrl: absoluteHref(
        deps.publicUrl,
        ROUTES.campaign.href({ campaignId: campaign.slug }),
      ),
      endsOn: formatLongDate(campaign.endDate),
      missing: formatEuros(
        Math.max(0, (campaign.targetAmountCents ?? 0) - campaign.raisedCents) / 100,
      ),
      unsubscribe: linksFor(deps, campaign.associationId, reminder.email),
    }),
  );
  await deps.db
    .update(campaignReminders)
    .set({ sentAt: now })
    .where(eq(campaignReminders.id, reminder.id));
}

export function campaignNewsJobHandlers(
  deps: CampaignNewsDeps,
): Pick<JobHandlers, 'campaign-news-emails' | 'campaign-reminder'> {
  return {
    'campaign-news-emails': (job) => sendCampaignNews(deps, job.newsId),
    'campaign-reminder': (job) => sendCampaignReminder(deps, job.reminderId),
  };
}
