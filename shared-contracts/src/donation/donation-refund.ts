import { z } from 'zod';
import { optionalDateField, optionalEurosField, optionalText } from '../common/fields';
import { pageSchema } from '../common/wire-shapes';
import { actionCall, pagedSearchCall } from '../http/rest-calls';
import { REFUND_MESSAGES } from './donation-refund.texts';
import { VALIDATION_MESSAGES } from '../texts';
import { donationSchema } from './donation.schema';
import { lazy } from '../common/lazy';

/**
 * Support refunds one gift (issue 28 item 2): the super admin finds any donation and refunds
 * it in full with a reason; a manager may refund a gift to their own association within
 * MANAGER_REFUND_WINDOW_DAYS of its payment. Not in the spec: the texts are ours, in its voice.
 */

/** Rows per page of the admin's donation search. */
export const ADMIN_DONATIONS_PAGE_SIZE = 20;

// One message for a missing or blank reason (requiredText would add its markup check's too).
const refundReason = () =>
  z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reasonRequired })
    .max(500, { error: VALIDATION_MESSAGES.maxLength(500) });

/** POST /admin/donations/{id}/refund and /dashboard/donations/{id}/refund. */
export const donationRefundSchema = lazy(() => z.object({ reason: refundReason() }));
export type DonationRefundInput = z.input<typeof donationRefundSchema>;

/** GET /admin/donations: every filter optional; dates are the payment's (or creation's). */
export const adminDonationSearchSchema = lazy(() =>
  z.object({
    email: optionalText(200),
    name: optionalText(200),
    /** A campaign's title (part of it) or its id. */
    campaign: optionalText(200),
    amount_min: optionalEurosField(0),
    amount_max: optionalEurosField(0),
    from: optionalDateField(),
    to: optionalDateField(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(ADMIN_DONATIONS_PAGE_SIZE),
  }),
);
export type AdminDonationSearch = z.input<typeof adminDonationSearchSchema>;

/** A donation as support reads it: its payment and refund dates and the refund's reason. */
export const supportDonationSchema = lazy(() =>
  donationSchema.extend({
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    refund_reason: z.string().nullable(),
  }),
);
export type SupportDonation = z.infer<typeof supportDonationSchema>;

export const donationPageSchema = lazy(() => pageSchema(supportDonationSchema));
export type DonationPage = z.infer<typeof donationPageSchema>;

/** GET /admin/donations with the filters given (blank ones left out). */
export const searchAdminDonations = pagedSearchCall<AdminDonationSearch, DonationPage>(
  '/admin/donations',
  donationPageSchema,
);

/** POST /admin/donations/{id}/refund: the super admin refunds any paid gift. */
export const refundDonationAsAdmin = actionCall<DonationRefundInput, SupportDonation>(
  '/admin/donations',
  'refund',
  supportDonationSchema,
);

/** POST /dashboard/donations/{id}/refund: a manager refunds a recent gift to their association. */
export const refundDonationAsManager = actionCall<DonationRefundInput, SupportDonation>(
  '/dashboard/donations',
  'refund',
  supportDonationSchema,
);

export { MANAGER_REFUND_WINDOW_DAYS, REFUND_MESSAGES } from './donation-refund.texts';
