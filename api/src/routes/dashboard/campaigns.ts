import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  LOADING_MESSAGES,
  managerCampaignCreateSchema,
  managerCampaignUpdateSchema,
  type EditableCampaign,
} from 'shared-contracts';
import { fieldError, foundOr404, notFound } from '../../lib/app-error';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { deleteCampaign } from '../../services/catalogue/delete-campaign';
import { findEditableCampaign } from '../../services/catalogue/get-campaign-edit-rules';
import { createCampaign, updateCampaign } from '../../services/catalogue/save-campaign';
import { findCampaign, listCampaignsOfAssociations } from '../../views/campaign-view';
import { managedAssociationId, managesAssociation } from './managed-association';

/** A campaign of one of the caller's associations; anything else is a 404 (its existence is not revealed). */
export async function ownCampaign(app: FastifyInstance, request: FastifyRequest, rawId: string) {
  const id = requireUuid(rawId, LOADING_MESSAGES.campaignNotFound);
  const campaign = await findCampaign(app.db, id);
  if (!campaign || !managesAssociation(request, campaign.association_id))
    throw notFound(LOADING_MESSAGES.campaignNotFound);
  return campaign;
}

export async function dashboardCampaignRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/campaigns', async (request) => ({
    data: await listCampaignsOfAssociations(app.db, currentUser(request).associationIds),
  }));

  app.get<IdParams>('/dashboard/campaigns/:id', async (request) => {
    const { id } = await ownCampaign(app, request, request.params.id);
    const campaign = await findEditableCampaign(app.db, id, 'association_manager');
    return {
      data: foundOr404(campaign, LOADING_MESSAGES.campaignNotFound) satisfies EditableCampaign,
    };
  });

  /** New campaigns always start as drafts (the manager form has no status); publish with PUT. */
  app.post('/dashboard/campaigns', async (request, reply) => {
    const input = parseInput(managerCampaignCreateSchema, request.body);
    const associationId = input.association_id?.toLowerCase() ?? managedAssociationId(request);
    if (!managesAssociation(request, associationId))
      throw fieldError('association_id', API_MESSAGES.associationNotManaged);
    const id = await createCampaign(
      app.db,
      {
        ...input,
        association_id: associationId,
        status: 'draft',
      },
      currentUser(request),
    );
    reply.code(201);
    return { data: await findCampaign(app.db, id) };
  });

  app.put<IdParams>('/dashboard/campaigns/:id', async (request) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    const input = parseInput(managerCampaignUpdateSchema, request.body);
    if (!(await updateCampaign(app.db, campaign.id, input, currentUser(request))))
      throw notFound(LOADING_MESSAGES.campaignNotFound);
    return { data: await findCampaign(app.db, campaign.id) };
  });

  app.delete<IdParams>('/dashboard/campaigns/:id', async (request) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    await deleteCampaign(app.db, campaign.id, currentUser(request));
    return { data: { id: campaign.id } };
  });
}
