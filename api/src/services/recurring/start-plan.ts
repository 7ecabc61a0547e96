import { eq } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { GiftFrequency, PlanFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { recurringPlans } from '../../db/schema/recurring';
import type { FieldError } from '../../lib/app-error';
import { isGoalCampaignRow } from '../catalogue/campaign-funding';

/**
 * The checks of a regular gift asked at checkout (POST /donations with `frequency`): only on a
 * continuous campaign (a goal campaign refunds when missed, and ends), and with the donor's
 * ticked consent (issue 29: no donor may not realise a gift repeats). Field issues, as the
 * dialog shows them.
 */
export async function planWishIssues(
  db: Database,
  input: { campaignId: string; frequency: GiftFrequency; consent: boolean | undefined },
): Promise<FieldError[]> {
  if (input.frequency === 'once') return [];
  const issues: FieldError[] = [];
  const [campaign] = await db
    .select({ targetAmountCents: campaigns.targetAmountCents, endDate: campaigns.endDate })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  if (campaign && isGoalCampaignRow(campaign))
    issues.push({ path: 'frequency', message: RECURRING_MESSAGES.oneOffOnlyOnGoal });
  if (input.consent !== true)
    issues.push({ path: 'recurring_consent', message: RECURRING_MESSAGES.consentRequired });
  return issues;
}

/**
 * The plan a checkout starts, pending until its first charge is paid (activatePaidPlans). Its
 * donor's facts are the donation's; the reçu fiscal wish moves to the plan (one cumulative reçu
 * per year instead of one per charge).
 */
export async function insertPendingPlan(
  db: Database,
  plan: {
    /** Chosen by the checkout, which writes it on its donation too. */
    id: string;
    frequency: PlanFrequency;
    campaignId: string;
    userId: string | null;
    donorName: string;
    donorEmail: string;
    phone: string | null;
    isAnonymous: boolean;
    contactConsent: boolean;
    wantsTaxReceipt: boolean;
    donorAddress: string | null;
    donorPostalCode: string | null;
    donorCity: string | null;
    amountCents: number;
    firstDonationId: string;
    firstSessionId: string;
    paymentProvider: 'sandbox' | 'stripe';
    originUrl: string;
  },
): Promise<void> {
  await db.insert(recurringPlans).values(plan);
}
