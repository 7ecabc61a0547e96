import { z } from 'zod';
import { DONATION_MESSAGES, PASSWORD_MESSAGES, VALIDATION_MESSAGES, isValidEmail } from 'shared-contracts';

// Placeholder until shared-contracts has the donation schema.
const AMOUNT_MAX = 999_999.99;

/** One message per bad amount, the first rule it breaks. */
export function amountProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'Le montant doit être un nombre';
  if (value <= 0) return DONATION_MESSAGES.selectAmount;
  if (value < 1) return 'Le montant minimum est de 1 €';
  if (value > AMOUNT_MAX) return 'Le montant maximum est de 999 999,99 €';
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'Le montant ne peut pas avoir plus de deux décimales';
  return null;
}

const trimmedOptional = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });

export const donationCreateBody = z.object({
  campaign_id: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required),
  donor_name: trimmedOptional.pipe(z.string().max(200, VALIDATION_MESSAGES.maxLength(200)).optional()),
  donor_email: trimmedOptional.pipe(
    z
      .string()
      .max(254, VALIDATION_MESSAGES.maxLength(254))
      .refine(isValidEmail, VALIDATION_MESSAGES.email)
      .optional(),
  ),
  phone: trimmedOptional,
  amount: z.number({ error: 'Le montant doit être un nombre' }).superRefine((value, ctx) => {
    const message = amountProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  is_anonymous: z.boolean().optional().default(false),
  message: trimmedOptional.pipe(z.string().max(2000, VALIDATION_MESSAGES.maxLength(2000)).optional()),
  create_account: z.boolean().optional().default(false),
  password: z.string().max(200).nullish(),
  origin_url: z.string().nullish(),
  accept_terms: z.boolean().optional(),
});

export type DonationCreateBody = z.output<typeof donationCreateBody>;
export { PASSWORD_MESSAGES };
