import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import type { AssociationStatus } from '../labels';
import { campaignSummarySchema, type CampaignSummary } from '../campaign/campaign.schema';
import type { CatalogueFilter } from '../validate/search';
import {
  associationSchema,
  publicAssociationSchema,
  type Association,
  type AssociationCreateInput,
  type AssociationUpdateInput,
  type ManagerAssociationUpdateInput,
  type PublicAssociation,
} from './association.schema';

/** GET /associations: the public list. */
export function getAssociations(
  client: ApiClient,
  filter: CatalogueFilter = {},
): Promise<PublicAssociation[]> {
  return client.getList('/associations', {
    searchParams: { ...filter },
    itemSchema: publicAssociationSchema,
  });
}

/** GET /associations/{idOrSlug}. */
export function getAssociation(client: ApiClient, idOrSlug: string): Promise<PublicAssociation> {
  return client.get(`/associations/${segment(idOrSlug)}`, { schema: publicAssociationSchema });
}

/** GET /associations/{idOrSlug}/campaigns: its public campaigns. */
export function getAssociationCampaigns(
  client: ApiClient,
  idOrSlug: string,
): Promise<CampaignSummary[]> {
  return client.getList(`/associations/${segment(idOrSlug)}/campaigns`, {
    itemSchema: campaignSummarySchema,
  });
}

// Association manager.

/** GET /dashboard/association: the manager's association, documents included. */
export function getMyAssociation(client: ApiClient): Promise<Association> {
  return client.get('/dashboard/association', { schema: associationSchema });
}

export function updateMyAssociation(
  client: ApiClient,
  input: ManagerAssociationUpdateInput,
): Promise<Association> {
  return client.put('/dashboard/association', input, { schema: associationSchema });
}

// Super admin.

export function getAdminAssociations(client: ApiClient): Promise<Association[]> {
  return client.getList('/admin/associations', { itemSchema: associationSchema });
}

export function getAdminAssociation(client: ApiClient, id: string): Promise<Association> {
  return client.get(`/admin/associations/${segment(id)}`, { schema: associationSchema });
}

export function createAdminAssociation(
  client: ApiClient,
  input: AssociationCreateInput,
): Promise<Association> {
  return client.post('/admin/associations', input, { schema: associationSchema });
}

export function updateAdminAssociation(
  client: ApiClient,
  id: string,
  input: AssociationUpdateInput,
): Promise<Association> {
  return client.put(`/admin/associations/${segment(id)}`, input, { schema: associationSchema });
}

/** Approve or reject: the PUT is partial, so the status alone is enough. */
export function setAssociationStatus(
  client: ApiClient,
  id: string,
  status: AssociationStatus,
): Promise<Association> {
  return updateAdminAssociation(client, id, { status });
}

export function approveAssociation(client: ApiClient, id: string): Promise<Association> {
  return setAssociationStatus(client, id, 'approved');
}

export function rejectAssociation(client: ApiClient, id: string): Promise<Association> {
  return setAssociationStatus(client, id, 'rejected');
}

export async function deleteAdminAssociation(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/admin/associations/${segment(id)}`);
}

/** Only approved associations may receive a campaign (spec section 4). */
export function approvedAssociations<T extends { status: string }>(
  associations: readonly T[],
): T[] {
  return associations.filter((association) => association.status === 'approved');
}
