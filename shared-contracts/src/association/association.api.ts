import type { ApiClient } from '../http/client';
import type { AssociationStatus } from '../labels';
import { campaignSummarySchema } from '../campaign/campaign.schema';
import { catalogueCalls, crudCalls } from '../http/rest-calls';
import { reviewAdminAssociation } from './association-sign-up';
import {
  associationSchema,
  publicAssociationSchema,
  type Association,
  type AssociationCreateInput,
  type AssociationUpdateInput,
  type ManagerAssociationUpdateInput,
} from './association.schema';

const publicAssociations = catalogueCalls(
  '/associations',
  publicAssociationSchema,
  publicAssociationSchema,
);
/** GET /associations: the public list. */
export const getAssociations = publicAssociations.list;
/** GET /associations/{idOrSlug}. */
export const getAssociation = publicAssociations.get;
/** GET /associations/{idOrSlug}/campaigns: its public campaigns. */
export const getAssociationCampaigns = publicAssociations.subList(
  'campaigns',
  campaignSummarySchema,
);

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

const adminAssociations = crudCalls<Association, AssociationCreateInput, AssociationUpdateInput>(
  '/admin/associations',
  associationSchema,
);
export const getAdminAssociations = adminAssociations.list;
export const getAdminAssociation = adminAssociations.get;
export const createAdminAssociation = adminAssociations.create;
export const updateAdminAssociation = adminAssociations.update;
export const deleteAdminAssociation = adminAssociations.remove;

/** Approve or reject: the PUT is partial, so the status alone is enough. */
export function setAssociationStatus(
  client: ApiClient,
  id: string,
  status: AssociationStatus,
): Promise<Association> {
  return updateAdminAssociation(client, id, { status });
}

/** Approve through the review: the managers get the decision email (issue 28). */
export function approveAssociation(client: ApiClient, id: string): Promise<Association> {
  return reviewAdminAssociation(client, id, { status: 'approved' });
}

/** Reject through the review, with its reason (required: the managers read it in the email). */
export function rejectAssociation(
  client: ApiClient,
  id: string,
  reason: string,
): Promise<Association> {
  return reviewAdminAssociation(client, id, { status: 'rejected', reason });
}

/** Only approved associations may receive a campaign (spec section 4). */
export function approvedAssociations<T extends { status: string }>(
  associations: readonly T[],
): T[] {
  return associations.filter((association) => association.status === 'approved');
}
