import { z } from 'zod';
import { checkoutProofSchema } from './checkout-challenge';
import {
  booleanField,
  eurosField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  uuidField,
} from '../common/fields';
import { CUSTOM_AMOUNT_MIN } from '../constants';
import { DONATION_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { associationRefShape, campaignRefShape } from '../common/wire-shapes';
import { recurringCheckoutShape } from '../recurring/recurring-checkout.schema';
import { donorRewardDeliverySchema } from '../reward/reward-delivery.schema';
import { lazy } from '../common/lazy';

const PAYMENT_STATUS_VALUES = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const;
const paymentStatusSchema = lazy(() => z.enum(PAYMENT_STATUS_VALUES));
export type PaymentStatusValue = z.infer<typeof paymentStatusSchema>;

// The spec names the states but gives no French labels: these are ours.
const PAYMENT_STATUS_LABELS: Record<PaymentStatusValue, string> = {
  pending: 'En attente',
  paid: 'Payé',
  expired: 'Expiré',
  failed: 'Échoué',
  refunded: 'Remboursé',
};

/** The French label of a payment status; an unknown one shows raw. */
export function paymentStatusLabel(status: string): string {
  return Object.prototype.hasOwnProperty.call(PAYMENT_STATUS_LABELS, status)
    ? PAYMENT_STATUS_LABELS[status as PaymentStatusValue]
    : status;
}

/** A donation as its association's managers, the super admin and the donor read it. */
export const donationSchema = lazy(() =>
  z.object({
    id: z.string(),
    donor_name: z.string(),
    donor_email: z.string(),
    phone: z.string().nullable(),
    amount: z.number(),
    is_anonymous: z.boolean(),
    message: z.string().nullable(),
    /** Title of the reward chosen, if any. */
    reward_selected: z.string().nullable(),
    rewards: z.array(z.object({ title: z.string(), description: z.string().nullable() })),
    created_at: z.string(),
    ...campaignRefShape,
    campaign_slug: z.string(),
    campaign_image: z.string().nullable(),
    ...associationRefShape,
    /** The association's category: what the donation supports. */
    cause: z.string(),
    payment_status: paymentStatusSchema,
    /** A posted reward's status (issue 30: 'À envoyer' / 'Envoyée' and the note); null without. */
    reward_delivery: donorRewardDeliverySchema.nullable().optional(),
  }),
);
export type Donation = z.infer<typeof donationSchema>;

/** A contribution on a campaign page: no email, and 'Donateur anonyme' for anonymous donors. */
export const publicContributionSchema = lazy(() =>
  donationSchema.pick({
    id: true,
    donor_name: true,
    is_anonymous: true,
    amount: true,
    created_at: true,
  }),
);
export type PublicContribution = z.infer<typeof publicContributionSchema>;

/** POST /donations (spec section 7). Guest name/email and terms are checked by the server. */
export const donationCreateSchema = lazy(() =>
  z.object({
    campaign_id: uuidField(),
    donor_name: optionalText(200),
    donor_email: optionalEmailField(),
    phone: optionalPhoneField(),
    amount: eurosField(CUSTOM_AMOUNT_MIN, DONATION_MESSAGES.selectAmount),
    is_anonymous: booleanField().default(false),
    /**
     * The donor agrees that the association may contact them about its work (the dialog's box,
     * unticked by default): without it, the association's lists show no email nor phone.
     */
    contact_consent: booleanField().default(false),
    /** Trimmed; an empty message is omitted. */
    message: optionalText(2000),
    create_account: booleanField().default(false),
    password: z
      .string()
      .max(200, { error: VALIDATION_MESSAGES.maxLength(200) })
      .optional(),
    /** The front-end origin the payment return goes back to. */
    origin_url: z.string().max(500).optional(),
    /** Sent by the dialog; when present it must be true. */
    accept_terms: booleanField().optional(),
    /**
     * 'Je souhaite un reçu fiscal': the postal address below is then required and its postal code
     * five digits, checked by donationFieldIssues (validate/postal-address), as in the dialog.
     */
    tax_receipt: booleanField().default(false),
    address: optionalText(300),
    postal_code: optionalText(20),
    city: optionalText(200),
    /** 'Sans contrepartie': the donor gives up the reward their amount would bring. */
    without_reward: booleanField().default(false),
    /**
     * Where a posted reward goes (issue 30): required when the gift's reward needs shipping,
     * checked by shippingAddressIssues (reward/shipping-address.ts), ignored otherwise.
     */
    /**
     * The reward the dialog showed (issue 30): when the stock ran out meanwhile the server
     * answers 409 reward_sold_out rather than open a checkout without it, or with another.
     */
    reward_id: uuidField().optional(),
    shipping_address: optionalText(300),
    shipping_address_extra: optionalText(300),
    shipping_postal_code: optionalText(20),
    shipping_city: optionalText(200),
    shipping_country: optionalText(2),
    /** The solved checkout challenge (checkout-challenge.ts); required by the server. */
    proof: checkoutProofSchema.optional(),
    /**
     * The dialog's hidden field, which people never see nor fill (a honeypot): a value means a
     * robot filled the form, and the server refuses it without saying why.
     */
    website: z.string().max(500).optional(),
    /**
     * Dons réguliers (issue 29): 'monthly' or 'yearly' opens a plan whose first charge is this
     * checkout (only on a continuous campaign); `recurring_consent` must then be true.
     */
    ...recurringCheckoutShape,
  }),
);
export type DonationCreateInput = z.input<typeof donationCreateSchema>;

export const donationCheckoutSchema = lazy(() =>
  z.object({
    checkout_url: z.string(),
    donation_id: z.string(),
    session_id: z.string(),
    /** The pending donation, as opened. */
    donation: z.object({
      id: z.string(),
      amount: z.number(),
      payment_status: paymentStatusSchema,
      reward_selected: z.string().nullable(),
      /** Always false: an account asked for is created when the payment succeeds. */
      account_created: z.boolean(),
    }),
    /** The plan this checkout starts (frequency 'monthly' or 'yearly'); absent for a one-off gift. */
    plan: z
      .object({
        id: z.string(),
        frequency: z.enum(['monthly', 'yearly']),
        /** The day of the charge after this first one ('YYYY-MM-DD'). */
        next_charge_on: z.string(),
      })
      .nullable()
      .optional(),
  }),
);
export type DonationCheckout = z.infer<typeof donationCheckoutSchema>;

/** GET /donations/payments/status/{session_id}: the page reads data.donation.payment_status. */
export const paymentStatusResponseSchema = lazy(() =>
  z.object({
    donation: z.object({
      id: z.string(),
      payment_status: paymentStatusSchema,
      amount: z.number(),
      campaign_id: z.string(),
      /** The campaign's slug: the return page links back to it ('Réessayer', a long wait). */
      campaign_slug: z.string(),
      campaign_title: z.string().optional(),
      reward_selected: z.string().nullable().optional(),
      is_anonymous: z.boolean(),
      created_at: z.string(),
      /** When the payment succeeded; null until then. */
      paid_at: z.string().nullable(),
      /** The plan this donation is a charge of (dons réguliers); null for a one-off gift. */
      plan: z
        .object({
          id: z.string(),
          frequency: z.enum(['monthly', 'yearly']),
          status: z.string(),
          amount: z.number(),
          next_charge_on: z.string().nullable(),
        })
        .nullable()
        .optional(),
    }),
  }),
);
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
