import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../texts';
import { PRIVACY_TEXTS } from './privacy.texts';
import { lazy } from '../common/lazy';

export const DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** GET /donor/data-export?format=json|csv */
export const dataExportQuerySchema = lazy(() =>
  z.object({
    format: z.enum(DATA_EXPORT_FORMATS, { error: PRIVACY_TEXTS.exportFormat }).default('json'),
  }),
);

/** POST /donor/account/erase: the current password confirms that the donor is who asks. */
export const accountErasureSchema = lazy(() =>
  z.object({
    password: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(200, { error: VALIDATION_MESSAGES.maxLength(200) }),
  }),
);
export type AccountErasureInput = z.input<typeof accountErasureSchema>;

const exportedDonationSchema = lazy(() =>
  z.object({
    id: z.string(),
    created_at: z.string(),
    campaign_title: z.string(),
    association_name: z.string(),
    amount: z.number(),
    payment_status: z.string(),
    donor_name: z.string(),
    donor_email: z.string(),
    phone: z.string().nullable(),
    is_anonymous: z.boolean(),
    message: z.string().nullable(),
    reward_selected: z.string().nullable(),
    tax_receipt_requested: z.boolean(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    /** Where a posted reward goes (issue 30), and whether it was sent. */
    shipping_address: z.string().nullable().optional(),
    shipping_address_extra: z.string().nullable().optional(),
    shipping_postal_code: z.string().nullable().optional(),
    shipping_city: z.string().nullable().optional(),
    shipping_country: z.string().nullable().optional(),
    reward_sent_at: z.string().nullable().optional(),
    reward_tracking_note: z.string().nullable().optional(),
  }),
);

const exportedTaxReceiptSchema = lazy(() =>
  z.object({
    number: z.string(),
    status: z.enum(['issued', 'cancelled']),
    year: z.number(),
    association_name: z.string(),
    amount: z.number(),
    rate: z.number(),
    gift_date: z.string(),
    donor_name: z.string(),
    donor_address: z.string(),
    donor_postal_code: z.string(),
    donor_city: z.string(),
    issued_at: z.string(),
    cancelled_at: z.string().nullable(),
  }),
);

const exportedConsentSchema = lazy(() =>
  z.object({
    donation_id: z.string(),
    created_at: z.string(),
    campaign_title: z.string(),
    /** May the association contact the donor about its work (the dialog's box). */
    contact_by_association: z.boolean(),
    /** The terms, accepted with every gift (the dialog refuses to send otherwise). */
    terms_accepted: z.boolean(),
  }),
);

/** Everything the platform holds about the signed-in donor (RGPD art. 15 and 20). */
export const donorDataExportSchema = lazy(() =>
  z.object({
    exported_at: z.string(),
    profile: z.object({
      full_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      role: z.string(),
      created_at: z.string(),
    }),
    donations: z.array(exportedDonationSchema),
    tax_receipts: z.array(exportedTaxReceiptSchema),
    consents: z.array(exportedConsentSchema),
  }),
);
export type DonorDataExport = z.infer<typeof donorDataExportSchema>;
