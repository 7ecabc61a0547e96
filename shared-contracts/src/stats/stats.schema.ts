import { z } from 'zod';
import { donationSchema } from '../donation/donation.schema';
import { userSchema } from '../user/user.schema';
import { lazy } from '../common/lazy';

/** Paid donations of one month ('YYYY-MM', Paris time): euros and count. */
const monthlyDonationsSchema = lazy(() =>
  z.object({
    month: z.string(),
    amount: z.number(),
    count: z.number(),
  }),
);
export type MonthlyDonations = z.infer<typeof monthlyDonationsSchema>;

/** Why the card-testing defence refused an attempt (see the API's checkout-defence). */
export const CHECKOUT_REFUSAL_KINDS = [
  'challenge',
  'honeypot',
  'address',
  'email',
  'card',
] as const;
export type CheckoutRefusalKind = (typeof CHECKOUT_REFUSAL_KINDS)[number];

const refusedCheckoutsSchema = lazy(() =>
  z.object({
    kind: z.enum(CHECKOUT_REFUSAL_KINDS),
    today: z.number(),
    last_7_days: z.number(),
  }),
);
export type RefusedCheckouts = z.infer<typeof refusedCheckoutsSchema>;

/** GET /admin/stats. Amounts in euros; counts of paid donations. */
export const adminStatsSchema = lazy(() =>
  z.object({
    total_donated: z.number(),
    total_donations: z.number(),
    total_associations: z.number(),
    pending_associations: z.number(),
    total_campaigns: z.number(),
    active_campaigns: z.number(),
    total_users: z.number(),
    unique_donors: z.number(),
    /** Card disputes the bank has not decided yet: how many, and the amount they hold (euros). */
    open_disputes: z.number(),
    open_disputes_amount: z.number(),
    /** The last 12 months, oldest first, the current month last; a month without gifts at 0. */
    donations_by_month: z.array(monthlyDonationsSchema),
    /** The 10 most recent paid donations. */
    donations: z.array(donationSchema),
    /**
     * Checkouts and card attempts the card-testing defence refused, per kind that had any: today
     * and over the last 7 days (Paris days, today included).
     */
    refused_checkouts: z.array(refusedCheckoutsSchema),
  }),
);
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /stats: public figures (public campaigns of approved associations, paid donations). */
export const publicStatsSchema = lazy(() =>
  z.object({
    total_campaigns: z.number(),
    total_raised: z.number(),
    total_associations: z.number(),
    total_donors: z.number(),
    total_completed_campaigns: z.number(),
  }),
);
export type PublicStats = z.infer<typeof publicStatsSchema>;

/** GET /donor/dashboard. */
export const donorDashboardSchema = lazy(() =>
  z.object({
    user: userSchema,
    stats: z.object({
      total_donated: z.number(),
      campaigns_supported: z.number(),
      total_donations: z.number(),
    }),
  }),
);
export type DonorDashboard = z.infer<typeof donorDashboardSchema>;
