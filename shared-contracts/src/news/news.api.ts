import { segment } from '../common/path';
import type { ApiClient } from '../http/client';
import {
  campaignNewsSchema,
  managedCampaignNewsSchema,
  newsAudienceSchema,
  unsubscribeResultSchema,
  type CampaignNews,
  type ManagedCampaignNews,
  type NewsAudience,
  type NewsPostInput,
  type ReminderRequestInput,
  type UnsubscribeResult,
} from './news.schema';

/** GET /campaigns/:idOrSlug/news: the campaign's updates, newest first. */
export function getCampaignNews(client: ApiClient, idOrSlug: string): Promise<CampaignNews[]> {
  return client.getList(`/campaigns/${segment(idOrSlug)}/news`, { itemSchema: campaignNewsSchema });
}

/** POST /campaigns/:idOrSlug/reminders: 'Me le rappeler' (202, the same for a repeat). */
export async function requestCampaignReminder(
  client: ApiClient,
  idOrSlug: string,
  input: ReminderRequestInput,
): Promise<void> {
  await client.post(`/campaigns/${segment(idOrSlug)}/reminders`, input);
}

/** A campaign's updates as a role that manages them reads them, under `base`/:id/news. */
const managedNewsOf =
  (base: string) =>
  (client: ApiClient, campaignId: string): Promise<ManagedCampaignNews[]> =>
    client.getList(`${base}/${segment(campaignId)}/news`, {
      itemSchema: managedCampaignNewsSchema,
    });

/** GET /dashboard/campaigns/:id/news: the manager's updates of one campaign. */
export const getManagedCampaignNews = managedNewsOf('/dashboard/campaigns');

/** GET /dashboard/campaigns/:id/news/audience: how many would receive an update now. */
export function getNewsAudience(client: ApiClient, campaignId: string): Promise<NewsAudience> {
  return client.get(`/dashboard/campaigns/${segment(campaignId)}/news/audience`, {
    schema: newsAudienceSchema,
  });
}

/** POST /dashboard/campaigns/:id/news: publishes and queues the emails (429 past the day's limit). */
export function postCampaignNews(
  client: ApiClient,
  campaignId: string,
  input: NewsPostInput,
): Promise<ManagedCampaignNews> {
  return client.post(`/dashboard/campaigns/${segment(campaignId)}/news`, input, {
    schema: managedCampaignNewsSchema,
  });
}

/** POST /unsubscribe: the visible link's confirmation (the email's one-click POST needs no page). */
export function confirmUnsubscribe(client: ApiClient, token: string): Promise<UnsubscribeResult> {
  return client.post('/unsubscribe', { token }, { schema: unsubscribeResultSchema });
}

/** GET /admin/campaigns/:id/news: the super admin's view of a campaign's updates. */
export const getAdminCampaignNews = managedNewsOf('/admin/campaigns');

/** DELETE /admin/news/:id: moderation (no longer shown; audited). */
export async function removeCampaignNews(client: ApiClient, newsId: string): Promise<void> {
  await client.delete(`/admin/news/${segment(newsId)}`);
}
