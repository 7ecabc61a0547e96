import { z } from 'zod';
import { booleanField, emailField, requiredText } from '../common/fields';
import { NEWS_MESSAGES } from './news.texts';
import { lazy } from '../common/lazy';

/**
 * Actualités and 'Me le rappeler' (issue 30, items 4 and 5): the wire schemas. Imported by
 * path by the lazy screens and the API.
 */

/** Longest body of an update, in characters of sanitized HTML. */
export const NEWS_BODY_MAX = 20_000;

/** An update as the campaign page shows it (newest first). `body_html` is sanitized. */
export const campaignNewsSchema = lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    body_html: z.string(),
    created_at: z.string(),
  }),
);
export type CampaignNews = z.infer<typeof campaignNewsSchema>;

/** An update as its manager (or the super admin) sees it: how many it was sent to. */
export const managedCampaignNewsSchema = lazy(() =>
  campaignNewsSchema.extend({
    recipient_count: z.number().int(),
  }),
);
export type ManagedCampaignNews = z.infer<typeof managedCampaignNewsSchema>;

/** What the manager sees before sending: who would receive it now, and today's allowance. */
export const newsAudienceSchema = lazy(() =>
  z.object({
    recipients: z.number().int(),
    sent_today: z.number().int(),
    daily_limit: z.number().int(),
  }),
);
export type NewsAudience = z.infer<typeof newsAudienceSchema>;

/** POST /dashboard/campaigns/:id/news. */
export const newsPostSchema = lazy(() =>
  z.object({
    title: requiredText(150, NEWS_MESSAGES.titleRequired),
    body_html: requiredText(NEWS_BODY_MAX, NEWS_MESSAGES.bodyRequired),
  }),
);
export type NewsPostInput = z.input<typeof newsPostSchema>;

/** POST /campaigns/:idOrSlug/reminders: the consent must be ticked. */
export const reminderRequestSchema = lazy(() =>
  z.object({
    email: emailField(),
    consent: booleanField().refine((value) => value === true, {
      error: NEWS_MESSAGES.reminderConsentRequired,
    }),
  }),
);
export type ReminderRequestInput = z.input<typeof reminderRequestSchema>;

/** POST /unsubscribe: the signed token of an email's link. */
export const unsubscribeSchema = lazy(() => z.object({ token: z.string().min(1).max(2000) }));
export const unsubscribeResultSchema = lazy(() => z.object({ association_name: z.string() }));
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
