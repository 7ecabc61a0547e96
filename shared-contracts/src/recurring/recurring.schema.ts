import { z } from 'zod';
import { eurosField } from '../common/fields';
import { associationRefShape, campaignRefShape } from '../common/wire-shapes';
import { CUSTOM_AMOUNT_MIN } from '../constants';
import { DONATION_MESSAGES } from '../texts';
import { PLAN_PAUSE_REASONS, PLAN_STATUSES, PLAN_STOP_REASONS } from './recurring.rules';
import { lazy } from '../common/lazy';

// The checkout's fields live apart: donation.schema.ts, in the shared copy every first visit
// loads, spreads them, and this file's other schemas serve lazy screens only.
export { giftFrequencySchema, recurringCheckoutShape } from './recurring-checkout.schema';

/**
 * Dons réguliers (issue 29): the wire schemas. Routes and errors: /work/issue29-contracts.md.
 * Amounts on the wire are euros (numbers, like donations); days are 'YYYY-MM-DD' (Paris).
 */

export const planStatusSchema = lazy(() => z.enum(PLAN_STATUSES));

/** The saved card, as shown ('Visa •••• 4242, expire 03/2027'). Never the number. */
export const savedCardSchema = lazy(() =>
  z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
);
export type SavedCard = z.infer<typeof savedCardSchema>;

/** One charge of a plan, for its history. */
export const planChargeSchema = lazy(() =>
  z.object({
    /** 'YYYY-MM' (monthly) or 'YYYY' (yearly). */
    period: z.string(),
    due_on: z.string(),
    amount: z.number(),
    status: z.enum(['scheduled', 'paid', 'declined', 'failed', 'skipped']),
    tries: z.number().int(),
    /** French reason of the last refusal, when declined. */
    decline_reason: z.string().nullable(),
    /** The paid donation this charge became (refunds and disputes apply to it alone). */
    donation_id: z.string().nullable(),
    paid_at: z.string().nullable(),
  }),
);
export type PlanCharge = z.infer<typeof planChargeSchema>;

/**
 * A plan as its donor reads it (donor area, control page) and as the manager reads it
 * (`donor_email` is then null unless the donor agreed to be contacted).
 */
export const recurringPlanSchema = lazy(() =>
  z.object({
    id: z.string(),
    frequency: z.enum(['monthly', 'yearly']),
    status: planStatusSchema,
    pause_reason: z.enum(PLAN_PAUSE_REASONS).nullable(),
    stop_reason: z.enum(PLAN_STOP_REASONS).nullable(),
    /** Euros per charge. */
    amount: z.number(),
    ...campaignRefShape,
    campaign_slug: z.string(),
    ...associationRefShape,
    donor_name: z.string(),
    donor_email: z.string().nullable(),
    card: savedCardSchema.nullable(),
    /** True when the saved card expires before the next charge: 'Mettre à jour ma carte'. */
    card_expires_before_next_charge: z.boolean(),
    /** The next charge's day; null when paused or stopped. */
    next_charge_on: z.string().nullable(),
    /** The day of the first charge; later charges fall on the same day of the month/year. */
    started_on: z.string(),
    stopped_at: z.string().nullable(),
    wants_tax_receipt: z.boolean(),
    /** Euros paid by this plan so far (refunded charges excluded). */
    total_given: z.number(),
    paid_charges: z.number().int(),
    /** The refusals of the charge being retried (0 when none is). */
    failed_tries: z.number().int(),
    last_decline_reason: z.string().nullable(),
    /** The last charges, newest first (at most 24). */
    charges: z.array(planChargeSchema),
  }),
);
export type RecurringPlan = z.infer<typeof recurringPlanSchema>;

/** POST /recurring/link/open: the token of the emailed link (`?t=`). */
export const openPlanLinkSchema = lazy(() => z.object({ token: z.string().min(1).max(2000) }));
export type OpenPlanLinkInput = z.input<typeof openPlanLinkSchema>;

/**
 * The link's token is used once: it opens a control session, valid `expires_at` (one hour),
 * which every action of the control page sends as `control_token`.
 */
export const planControlSessionSchema = lazy(() =>
  z.object({
    control_token: z.string(),
    expires_at: z.string(),
    plan: recurringPlanSchema,
  }),
);
export type PlanControlSession = z.infer<typeof planControlSessionSchema>;

/**
 * The body of every plan action: `control_token` from the link page; a signed-in donor
 * (cookie session) sends none.
 */
const controlShape = lazy(() => ({ control_token: z.string().max(2000).optional() }));

export const planControlSchema = lazy(() => z.object(controlShape));
export type PlanControlInput = z.input<typeof planControlSchema>;

/** POST /recurring/plans/:id/amount: the new amount per charge, from the next charge on. */
export const changePlanAmountSchema = lazy(() =>
  z.object({
    ...controlShape,
    amount: eurosField(CUSTOM_AMOUNT_MIN, DONATION_MESSAGES.selectAmount),
  }),
);
export type ChangePlanAmountInput = z.input<typeof changePlanAmountSchema>;

/** POST /recurring/plans/:id/card: opens the provider's page to save another card (no charge). */
export const changePlanCardSchema = lazy(() =>
  z.object({
    ...controlShape,
    /** The front-end origin to come back to (checked against the trusted origins). */
    origin_url: z.string().max(500).optional(),
    /** The site path to come back to after the card is saved ('/dons-reguliers?...'). */
    return_path: z.string().max(500).optional(),
  }),
);
export type ChangePlanCardInput = z.input<typeof changePlanCardSchema>;

export const planCardCheckoutSchema = lazy(() => z.object({ checkout_url: z.string() }));
export type PlanCardCheckout = z.infer<typeof planCardCheckoutSchema>;

/** POST /recurring/link/request: emails fresh control links for the plans of this email. */
export const requestPlanLinksSchema = lazy(() => z.object({ email: z.string().trim().max(320) }));
export type RequestPlanLinksInput = z.input<typeof requestPlanLinksSchema>;

/** GET /dashboard/recurring: the manager's view of their association's plans. */
export const recurringMonthStatsSchema = lazy(() =>
  z.object({
    /** 'YYYY-MM' */
    month: z.string(),
    new_plans: z.number().int(),
    stopped_plans: z.number().int(),
    /** Euros the plans' charges paid that month. */
    collected: z.number(),
  }),
);
export type RecurringMonthStats = z.infer<typeof recurringMonthStatsSchema>;

export const recurringStatsSchema = lazy(() =>
  z.object({
    active_plans: z.number().int(),
    paused_plans: z.number().int(),
    /** Euros per month the active plans bring (a yearly plan counts for a twelfth). */
    monthly_total: z.number(),
    /** The last 12 months, oldest first, the current month last. */
    months: z.array(recurringMonthStatsSchema),
  }),
);
export type RecurringStats = z.infer<typeof recurringStatsSchema>;

export const managerRecurringSchema = lazy(() =>
  z.object({
    stats: recurringStatsSchema,
    /** Active and paused plans first, then stopped ones, newest first. */
    plans: z.array(recurringPlanSchema),
  }),
);
export type ManagerRecurring = z.infer<typeof managerRecurringSchema>;

/** POST /dashboard/recurring/:id/stop: why (told to the donor in the email). */
export const managerStopPlanSchema = lazy(() =>
  z.object({
    reason: z.string().trim().max(500).optional(),
  }),
);
export type ManagerStopPlanInput = z.input<typeof managerStopPlanSchema>;
