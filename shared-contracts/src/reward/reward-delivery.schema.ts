import { z } from 'zod';
import { optionalText } from '../common/fields';
import { lazy } from '../common/lazy';

/**
 * Reward delivery (issue 30, item 7): the wire shapes. Imported by path by the lazy screens and
 * the API.
 */
export const REWARD_DELIVERY_STATUSES = ['to_send', 'sent'] as const;
export type RewardDeliveryStatus = (typeof REWARD_DELIVERY_STATUSES)[number];

/** A posted reward's address, null once the donor's contact data was erased. */
export const shippingAddressSchema = lazy(() =>
  z.object({
    address: z.string(),
    address_extra: z.string().nullable(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
  }),
);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** One reward owed, as the association's manager sees it. */
export const rewardDeliverySchema = lazy(() =>
  z.object({
    donation_id: z.string(),
    donor_name: z.string(),
    donor_email: z.string().nullable(),
    reward_title: z.string(),
    paid_at: z.string().nullable(),
    shipping_address: shippingAddressSchema.nullable(),
    status: z.enum(REWARD_DELIVERY_STATUSES),
    sent_at: z.string().nullable(),
    tracking_note: z.string().nullable(),
  }),
);
export type RewardDelivery = z.infer<typeof rewardDeliverySchema>;

/** POST /dashboard/campaigns/:id/reward-deliveries/:donationId/sent. */
export const rewardSentSchema = lazy(() => z.object({ tracking_note: optionalText(500) }));
export type RewardSentInput = z.input<typeof rewardSentSchema>;

/** What the donor sees of a gift's posted reward. */
export const donorRewardDeliverySchema = lazy(() =>
  z.object({
    status: z.enum(REWARD_DELIVERY_STATUSES),
    sent_at: z.string().nullable(),
    tracking_note: z.string().nullable(),
  }),
);
export type DonorRewardDelivery = z.infer<typeof donorRewardDeliverySchema>;
