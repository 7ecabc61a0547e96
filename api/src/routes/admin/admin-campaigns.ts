import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  FORM_MESSAGES,
  LOADING_MESSAGES,
  campaignCreateSchema,
  campaignUpdateSchema,
} from 'shared-contracts';
import { associations, campaigns } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/app-error';
import { isReferencedRowError } from '../../lib/pg-errors';
import { parseInput, requireUuid } from '../../lib/validation';
import { createCampaign, updateCampaign } from '../../services/catalogue/save-campaign';
import { findCampaign, listCampaigns } from '../../views/campaign-view';
import type { Database } from '../../db/client';

type IdParams = { Params: { id: string } };

/** Campaigns go only to approved associations (spec section 4): otherwise a 422 on association_id. */
async function assertApprovedAssociation(db: Database, associationId: string): Promise<void> {
  const [association] = await db
    .select({ status: associations.status })
    .from(associations)
    .where(eq(associations.id, associationId.toLowerCase()))
    .limit(1);
  if (!association) throw fieldError('association_id', FORM_MESSAGES.selectAssociation);
  if (association.status !== 'approved')
    throw fieldError('association_id', API_MESSAGES.associationNotApproved);
}

/** Deleting a campaign that received donations would erase money history: 409 instead. */
export async function deleteCampaignOr409(db: Database, id: string): Promise<void> {
  try {
    const deleted = await db
      .delete(campaigns)
      .where(eq(campaigns.id, id))
      .returning({ id: campaigns.id });
    if (deleted.length === 0) throw notFound(LOADING_MESSAGES.campaignNotFound);
  } catch (error) {
    if (isReferencedRowError(error)) throw conflict(API_MESSAGES.campaignHasDonations);
    throw error;
  }
}

export async function adminCampaignRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/campaigns', async () => ({ data: await listCampaigns(app.db) }));

  app.get<IdParams>('/admin/campaigns/:id', async (request) => {
    const id = requireUuid(request.params.id, LOADING_MESSAGES.campaignNotFound);
    const campaign = await findCampaign(app.db, id);
    if (!campaign) throw notFound(LOADING_MESSAGES.campaignNotFound);
    return { data: campaign };
  });

  app.post('/admin/campaigns', async (request, reply) => {
    const input = parseInput(campaignCreateSchema, request.body);
    await assertApprovedAssociation(app.db, input.association_id);
    const id = await createCampaign(app.db, input);
    reply.code(201);
    return { data: await findCampaign(app.db, id) };
  });

  app.put<IdParams>('/admin/campaigns/:id', async (request) => {
    const id = requireUuid(request.params.id, LOADING_MESSAGES.campaignNotFound);
    const input = parseInput(campaignUpdateSchema, request.body);
    const existing = await findCampaign(app.db, id);
    if (!existing) throw notFound(LOADING_MESSAGES.campaignNotFound);
    if (input.association_id && input.association_id.toLowerCase() !== existing.association_id) {
      await assertApprovedAssociation(app.db, input.association_id);
    }
    await updateCampaign(app.db, id, input);
    return { data: await findCampaign(app.db, id) };
  });

  app.delete<IdParams>('/admin/campaigns/:id', async (request) => {
    const id = requireUuid(request.params.id, LOADING_MESSAGES.campaignNotFound);
    await deleteCampaignOr409(app.db, id);
    return { data: { id } };
  });
}
