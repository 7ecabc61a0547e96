import { z } from 'zod';
import { booleanField } from '../common/fields';
import { GIFT_FREQUENCIES } from './recurring.rules';
import { lazy } from '../common/lazy';

// A regular gift's fields of POST /donations (issue 29), apart from recurring.schema.ts:
// donation.schema.ts spreads them, and it is in shared-contracts' barrel, so this file is in the
// shared copy every first visit loads; the plans' schemas are not (lazy screens, by path).

export const giftFrequencySchema = lazy(() => z.enum(GIFT_FREQUENCIES));

/**
 * The fields POST /donations takes for a plan, beside donationCreateSchema's (which spreads
 * them): `frequency` 'monthly' or 'yearly' opens a plan, and then `recurring_consent` must be
 * true (the donor ticked that the gift repeats until they stop it).
 */
export const recurringCheckoutShape = lazy(() => ({
  frequency: giftFrequencySchema.default('once'),
  recurring_consent: booleanField().optional(),
}));
