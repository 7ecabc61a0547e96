import type { FastifyInstance } from 'fastify';
import { rewardSentSchema } from 'shared-contracts/src/reward/reward-delivery.schema';
import { REWARD_DELIVERY_TEXTS } from 'shared-contracts/src/reward/reward-delivery.texts';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import {
  listRewardDeliveries,
  markRewardSent,
  rewardDeliveriesCsv,
} from '../../services/rewards/reward-deliveries';
import { sendFile } from '../tax-receipt-downloads';
import { ownCampaign } from './campaigns';

/**
 * Reward delivery (issue 30 item 7), the manager's side: the posted rewards a campaign of one
 * of the caller's associations owes (ownCampaign: 404 otherwise; the area's hook refuses other
 * roles), marked sent one by one, and the list as a CSV. Addresses are personal data: never
 * cached (no-store).
 */
export async function dashboardRewardDeliveryRoutes(app: FastifyInstance): Promise<void> {
  app.get<IdParams>('/dashboard/campaigns/:id/reward-deliveries', async (request, reply) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ data: await listRewardDeliveries(app.db, campaign.id) });
  });

  app.get<IdParams>('/dashboard/campaigns/:id/reward-deliveries.csv', async (request, reply) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    return sendFile(
      reply,
      await rewardDeliveriesCsv(app.db, campaign.id),
      'text/csv; charset=utf-8',
      REWARD_DELIVERY_TEXTS.csvFileName,
    );
  });

  app.post<{ Params: { id: string; donationId: string } }>(
    '/dashboard/campaigns/:id/reward-deliveries/:donationId/sent',
    async (request) => {
      const campaign = await ownCampaign(app, request, request.params.id);
      const donationId = requireUuid(request.params.donationId, REWARD_DELIVERY_TEXTS.notOwed);
      const input = parseInput(rewardSentSchema, request.body ?? {});
      return {
        data: await markRewardSent(app.db, {
          campaignId: campaign.id,
          donationId,
          trackingNote: input.tracking_note,
        }),
      };
    },
  );
}
