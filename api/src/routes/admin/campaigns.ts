import type { FastifyInstance } from 'fastify';
import {
  LOADING_MESSAGES,
  campaignCreateSchema,
  campaignUpdateSchema,
  type EditableCampaign,
} from 'shared-contracts';
import { foundOr404, notFound } from '../../lib/app-error';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { assertApprovedAssociation } from '../../services/catalogue/assert-approved-association';
import { deleteCampaign } from '../../services/catalogue/delete-campaign';
import { findEditableCampaign } from '../../services/catalogue/get-campaign-edit-rules';
import { createCampaign, updateCampaign } from '../../services/catalogue/save-campaign';
import { findCampaign, listCampaigns } from '../../views/campaign-view';

const NOT_FOUND = LOADING_MESSAGES.campaignNotFound;

export async function adminCampaignRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/campaigns', async () => ({ data: await listCampaigns(app.db) }));

  app.get<IdParams>('/admin/campaigns/:id', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    const campaign = await findEditableCampaign(app.db, id, 'super_admin');
    return { data: foundOr404(campaign, NOT_FOUND) satisfies EditableCampaign };
  });

  app.post('/admin/campaigns', async (request, reply) => {
    const input = parseInput(campaignCreateSchema, request.body);
    await assertApprovedAssociation(app.db, input.association_id, input.status);
    const id = await createCampaign(app.db, input, currentUser(request));
    reply.code(201);
    return { data: await findCampaign(app.db, id) };
  });

  app.put<IdParams>('/admin/campaigns/:id', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    const input = parseInput(campaignUpdateSchema, request.body);
    const existing = foundOr404(await findCampaign(app.db, id), NOT_FOUND);
    if (input.association_id && input.association_id.toLowerCase() !== existing.association_id)
      await assertApprovedAssociation(
        app.db,
        input.association_id,
        input.status ?? existing.status,
      );
    if (!(await updateCampaign(app.db, id, input, currentUser(request)))) throw notFound(NOT_FOUND);
    return { data: await findCampaign(app.db, id) };
  });

  app.delete<IdParams>('/admin/campaigns/:id', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    await deleteCampaign(app.db, id, currentUser(request));
    return { data: { id } };
  });
}
