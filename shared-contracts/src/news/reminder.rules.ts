import { isGoalCampaign, isGoalReached } from '../campaign/campaign-funding';

/**
 * 'Me le rappeler' (issue 30 item 5): the one home of when a reminder is offered and sent.
 * Imported by path (the campaign page decides with it whether to load its lazy form; the API's
 * services/campaign-news/ schedule and check with it).
 */

/** A reminder goes this long before the campaign ends: 48 hours. */
export const REMINDER_LEAD_MS = 48 * 60 * 60 * 1000;

/**
 * Offered on a goal campaign that is active, not yet funded and ends more than 48 h from now
 * (afterwards the reminder's moment has passed). Amounts in euros, as on the wire.
 */
export function isReminderOffered(
  campaign: {
    status: string;
    target_amount: number | null;
    raised_amount: number;
    end_date: string | null;
  },
  now: Date = new Date(),
): boolean {
  if (campaign.status !== 'active' || !isGoalCampaign(campaign) || !campaign.end_date) return false;
  if (
    isGoalReached(
      Math.round(campaign.raised_amount * 100),
      Math.round((campaign.target_amount ?? 0) * 100),
    )
  )
    return false;
  return new Date(campaign.end_date).getTime() - now.getTime() > REMINDER_LEAD_MS;
}
