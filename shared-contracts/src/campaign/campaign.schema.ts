import { z } from 'zod';
import {
  booleanField,
  eurosField,
  optionalDateField,
  optionalEurosField,
  optionalText,
  optionalUrlField,
  requiredText,
  uuidField,
} from '../common/fields';
import { categorySchema } from '../association/association.schema';
import { REWARD_MIN_AMOUNT } from '../constants';
import { CAMPAIGN_STATUSES } from '../labels';
import { FORM_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { TAX_REWARD_MESSAGES } from '../tax-receipt/tax-settings.texts';
import { REWARD_STOCK_TEXTS } from '../reward/reward-stock';
import { lazy } from '../common/lazy';

const campaignStatusSchema = lazy(() =>
  z.enum(CAMPAIGN_STATUSES, {
    error: VALIDATION_MESSAGES.invalidValue,
  }),
);

const rewardSchema = lazy(() =>
  z.object({
    id: z.string(),
    amount: z.number(),
    title: z.string(),
    description: z.string().nullable(),
    includes_previous: z.boolean(),
    /** What the reward is worth (reçus fiscaux: at most a quarter of the gift and the yearly cap). */
    value: z.number().optional(),
    /** The manager stated it has no market value (its value is then 0). */
    no_market_value: z.boolean().optional(),
    /** How many exist (issue 30); null or absent: no limit. */
    quantity: z.number().nullable().optional(),
    /** The units left (neither sold nor held by an open checkout); null: no limit. */
    remaining: z.number().nullable().optional(),
    /** Posted: the dialog asks for a postal address. */
    needs_shipping: z.boolean().optional(),
  }),
);
export type Reward = z.infer<typeof rewardSchema>;

const rewardInputSchema = lazy(() =>
  z
    .object({
      amount: eurosField(REWARD_MIN_AMOUNT, VALIDATION_MESSAGES.rewardMinAmount),
      title: requiredText(200),
      description: optionalText(2000),
      includes_previous: booleanField().default(true),
      /**
       * Its value in euros, required (art. 200 CGI: the receipt rule compares it with the gift):
       * more than 0, or 0 (or left out) only with `no_market_value` stated by the manager.
       */
      value: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        eurosField(0).optional(),
      ),
      no_market_value: booleanField().default(false),
      /** The stored reward this row edits (its stock and the gifts that chose it stay). */
      id: uuidField().optional(),
      /** How many exist; empty or null: no limit. */
      quantity: z
        .preprocess(
          (value) => (value === '' || value === undefined ? null : value),
          z.coerce
            .number({ error: REWARD_STOCK_TEXTS.quantityInvalid })
            .int({ error: REWARD_STOCK_TEXTS.quantityInvalid })
            .min(0, { error: REWARD_STOCK_TEXTS.quantityInvalid })
            .max(100_000, { error: REWARD_STOCK_TEXTS.quantityInvalid })
            .nullable(),
        )
        .optional(),
      needs_shipping: booleanField().default(false),
    })
    .transform((reward, context) => {
      if (reward.no_market_value) {
        if (reward.value !== undefined && reward.value !== 0)
          context.addIssue({
            code: 'custom',
            path: ['value'],
            message: TAX_REWARD_MESSAGES.noMarketValueWithValue,
          });
        return { ...reward, value: 0 };
      }
      if (reward.value === undefined || reward.value === 0)
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: TAX_REWARD_MESSAGES.valueRequired,
        });
      return { ...reward, value: reward.value ?? 0 };
    }),
);
export type RewardInput = z.input<typeof rewardInputSchema>;

const isBlankValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  value === 0;

/**
 * The rewards of a campaign form. Rows missing their amount or title are dropped, as the form
 * does (spec section 5: kept only when both are filled); the rest must be valid.
 */
const rewardsInputSchema = lazy(() =>
  z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value.filter(
            (row) =>
              !(
                row &&
                typeof row === 'object' &&
                (isBlankValue((row as Record<string, unknown>).amount) ||
                  isBlankValue((row as Record<string, unknown>).title))
              ),
          )
        : value,
    z.array(rewardInputSchema, { error: VALIDATION_MESSAGES.invalidValue }).max(50),
  ),
);

/** A campaign as every caller reads it, with its association's public facts. */
export const campaignSchema = lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    story: z.string().nullable(),
    image_url: z.string().nullable(),
    /** Null: continuous funding. */
    target_amount: z.number().nullable(),
    raised_amount: z.number(),
    /** Null: ongoing. */
    end_date: z.string().nullable(),
    status: campaignStatusSchema,
    total_backers: z.number(),
    association_id: z.string(),
    association_name: z.string(),
    association_slug: z.string(),
    association_image: z.string().nullable(),
    association_category: categorySchema,
    /** 66 or 75 when the association's reçus fiscaux are verified, else null. */
    tax_receipt_rate: z.number().nullable().optional(),
    /**
     * With a rate, on GET /campaigns/{id} only: the yearly ceiling of the 75 % rate and the yearly
     * cap of a reward's value, in euros, as in force today (dated settings).
     */
    tax_receipt_ceiling: z.number().optional(),
    tax_reward_cap: z.number().optional(),
    created_at: z.string(),
    rewards: z.array(rewardSchema),
  }),
);
export type Campaign = z.infer<typeof campaignSchema>;

/** The fields the money rules may lock on an existing campaign (api campaign-terms.ts). */
export const CAMPAIGN_LOCKABLE_FIELDS = [
  'target_amount',
  'end_date',
  'association_id',
  'status',
] as const;
export type CampaignLockableField = (typeof CAMPAIGN_LOCKABLE_FIELDS)[number];

/**
 * What an editor may change in a campaign, as the server's save will judge it (computed by the
 * API from the same rule its save applies, for the caller's role): the locked fields with the
 * reason to show, the earliest end date when the end date may only move later, and the statuses
 * the campaign may be saved with. The editors disable or limit exactly this; they guess nothing.
 */
export const campaignEditRulesSchema = lazy(() =>
  z.object({
    locked_fields: z.array(
      z.object({ field: z.enum(CAMPAIGN_LOCKABLE_FIELDS), reason: z.string() }),
    ),
    /** Set when the end date may only move later: this ISO instant or after, and why. */
    earliest_end_date: z.object({ date: z.string(), reason: z.string() }).nullable(),
    allowed_statuses: z.array(campaignStatusSchema),
  }),
);
export type CampaignEditRules = z.infer<typeof campaignEditRulesSchema>;

/** GET /admin/campaigns/{id} and GET /dashboard/campaigns/{id}: the campaign and its edit rules. */
export const editableCampaignSchema = lazy(() =>
  campaignSchema.extend({
    edit_rules: campaignEditRulesSchema,
  }),
);
export type EditableCampaign = z.infer<typeof editableCampaignSchema>;

/** List rows: the same without rewards (the cards do not show them). */
export const campaignSummarySchema = lazy(() =>
  campaignSchema.omit({
    rewards: true,
    story: true,
    tax_receipt_ceiling: true,
    tax_reward_cap: true,
  }),
);
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

const campaignFields = lazy(() => ({
  title: requiredText(200),
  description: requiredText(1000),
  story: optionalText(100_000),
  image_url: optionalUrlField(),
  target_amount: optionalEurosField(0),
  /** Missing on create: 30 days ahead; null: ongoing. */
  end_date: optionalDateField(),
  rewards: rewardsInputSchema.optional(),
}));

/** POST /admin/campaigns: for an approved association, status free (default draft). */
export const campaignCreateSchema = lazy(() =>
  z.object({
    ...campaignFields,
    association_id: uuidField(FORM_MESSAGES.selectAssociation),
    status: campaignStatusSchema.default('draft'),
  }),
);
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

/** PUT /admin/campaigns/{id}: any subset. */
export const campaignUpdateSchema = lazy(() =>
  z.object({
    title: requiredText(200).optional(),
    description: requiredText(1000).optional(),
    story: campaignFields.story,
    image_url: campaignFields.image_url,
    target_amount: campaignFields.target_amount,
    end_date: campaignFields.end_date,
    rewards: campaignFields.rewards,
    association_id: uuidField(FORM_MESSAGES.selectAssociation).optional(),
    status: campaignStatusSchema.optional(),
  }),
);
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;

/**
 * POST /dashboard/campaigns: always a draft; association_id only needed by a manager of
 * several associations (default: the first one).
 */
export const managerCampaignCreateSchema = lazy(() =>
  z.object({
    ...campaignFields,
    association_id: uuidField(FORM_MESSAGES.selectAssociation).optional(),
    status: campaignStatusSchema.optional(),
  }),
);
export type ManagerCampaignCreateInput = z.input<typeof managerCampaignCreateSchema>;

/** PUT /dashboard/campaigns/{id}: going `active` needs an approved association. */
export const managerCampaignUpdateSchema = lazy(() =>
  campaignUpdateSchema.omit({ association_id: true }),
);
export type ManagerCampaignUpdateInput = z.input<typeof managerCampaignUpdateSchema>;
