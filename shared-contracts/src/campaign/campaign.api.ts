import type { ApiClient } from '../http/client';
import type { CatalogueFilter } from '../validate/search';
import { segment } from '../common/path';
import { publicContributionSchema, type PublicContribution } from '../donation/donation.schema';
import {
  campaignSchema,
  campaignSummarySchema,
  type Campaign,
  type CampaignCreateInput,
  type CampaignSummary,
  type CampaignUpdateInput,
  type ManagerCampaignCreateInput,
  type ManagerCampaignUpdateInput,
} from './campaign.schema';

/** GET /campaigns: the public list. */
export function getCampaigns(
  client: ApiClient,
  filter: CatalogueFilter = {},
): Promise<CampaignSummary[]> {
  return client.getList('/campaigns', {
    searchParams: { ...filter },
    itemSchema: campaignSummarySchema,
  });
}

/** GET /campaigns/{idOrSlug}: one campaign with its association's facts and rewards. */
export function getCampaign(client: ApiClient, idOrSlug: string): Promise<Campaign> {
  return client.get(`/campaigns/${segment(idOrSlug)}`, { schema: campaignSchema });
}

/** GET /campaigns/{id}/donations: the contributions shown on the campaign page. */
export function getCampaignContributions(
  client: ApiClient,
  idOrSlug: string,
): Promise<PublicContribution[]> {
  return client.getList(`/campaigns/${segment(idOrSlug)}/donations`, {
    itemSchema: publicContributionSchema,
  });
}

// Association manager (spec section 7).

export function getDashboardCampaigns(client: ApiClient): Promise<Campaign[]> {
  return client.getList('/dashboard/campaigns', { itemSchema: campaignSchema });
}

export function createDashboardCampaign(
  client: ApiClient,
  input: ManagerCampaignCreateInput,
): Promise<Campaign> {
  return client.post('/dashboard/campaigns', input, { schema: campaignSchema });
}

export function updateDashboardCampaign(
  client: ApiClient,
  id: string,
  input: ManagerCampaignUpdateInput,
): Promise<Campaign> {
  return client.put(`/dashboard/campaigns/${segment(id)}`, input, { schema: campaignSchema });
}

export async function deleteDashboardCampaign(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/dashboard/campaigns/${segment(id)}`);
}

/** The manager's edit screen: one of the manager's own campaigns. */
export function getDashboardCampaign(client: ApiClient, id: string): Promise<Campaign> {
  return client.get(`/dashboard/campaigns/${segment(id)}`, { schema: campaignSchema });
}

// Super admin (spec section 7).

export function getAdminCampaigns(client: ApiClient): Promise<Campaign[]> {
  return client.getList('/admin/campaigns', { itemSchema: campaignSchema });
}

export function getAdminCampaign(client: ApiClient, id: string): Promise<Campaign> {
  return client.get(`/admin/campaigns/${segment(id)}`, { schema: campaignSchema });
}

export function createAdminCampaign(
  client: ApiClient,
  input: CampaignCreateInput,
): Promise<Campaign> {
  return client.post('/admin/campaigns', input, { schema: campaignSchema });
}

export function updateAdminCampaign(
  client: ApiClient,
  id: string,
  input: CampaignUpdateInput,
): Promise<Campaign> {
  return client.put(`/admin/campaigns/${segment(id)}`, input, { schema: campaignSchema });
}

export async function deleteAdminCampaign(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/admin/campaigns/${segment(id)}`);
}
