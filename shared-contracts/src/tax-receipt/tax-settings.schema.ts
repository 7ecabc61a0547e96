import { z } from 'zod';
import { eurosField, isRealIsoDate, requiredText } from '../common/fields';
import { TAX_SETTINGS_MESSAGES } from './tax-settings.texts';
import { lazy } from '../common/lazy';

/**
 * The amounts the law changes from time to time (table tax_settings): each key with its unit
 * on the wire. `_cents` keys are stored in cents and travel in euros; the income cap in percent.
 */
export const TAX_SETTING_KEYS = [
  /**
   * Ceiling of the gifts that get the 75 % rate each year (art. 200-1 ter CGI), in cents:
   * 1 000 € from 2020 (made permanent by art. 6 of loi n° 2025-127 of 14 Feb 2025), 2 000 € for
   * gifts from 14 Oct 2025 (loi de finances pour 2026, art. 9 of the bill). Migration 0013.
   */
  'ceiling_75_cents',
  /** Share of the taxable income above which gifts carry over to the next years, in percent. */
  'income_cap_percent',
  /**
   * Highest value of the rewards a donor may receive from one association in a calendar year
   * with a receipt, in cents (BOI-IR-RICI-250-10-20-10: 69 € from 2016, 73 € from 2021).
   */
  'reward_cap_cents',
] as const;
export type TaxSettingKey = (typeof TAX_SETTING_KEYS)[number];
export type TaxSettingUnit = 'euros' | 'percent';
export const taxSettingUnit = (key: TaxSettingKey): TaxSettingUnit =>
  key.endsWith('_cents') ? 'euros' : 'percent';

/** A dated value as GET /admin/tax-settings lists it. */
export const taxSettingSchema = lazy(() =>
  z.object({
    key: z.enum(TAX_SETTING_KEYS),
    valid_from: z.string(),
    /** In euros for amounts, in percent for the income cap (see `unit`). */
    value: z.number(),
    unit: z.enum(['euros', 'percent']),
    source: z.string(),
    status: z.enum(['past', 'in_force', 'upcoming']),
    created_at: z.string(),
  }),
);
export type TaxSetting = z.infer<typeof taxSettingSchema>;

/**
 * POST /admin/tax-settings: a new dated value with the text that sets it. The day must be
 * today or later (Paris), checked by the API: a value receipts already used is never rewritten.
 */
export const taxSettingInputSchema = lazy(() =>
  z
    .object({
      key: z.enum(TAX_SETTING_KEYS, { error: TAX_SETTINGS_MESSAGES.key }),
      valid_from: z
        .string({ error: TAX_SETTINGS_MESSAGES.validFrom })
        .trim()
        .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealIsoDate(value), {
          error: TAX_SETTINGS_MESSAGES.validFrom,
        }),
      value: eurosField(0),
      source: requiredText(500, TAX_SETTINGS_MESSAGES.source),
    })
    .superRefine((input, context) => {
      if (
        taxSettingUnit(input.key) === 'percent' &&
        (input.value > 100 || !Number.isInteger(input.value))
      )
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: TAX_SETTINGS_MESSAGES.percent,
        });
    }),
);
export type TaxSettingInput = z.input<typeof taxSettingInputSchema>;
