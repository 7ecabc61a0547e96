import { segment } from '../common/path';
import type { ApiClient } from '../http/client';
import {
  rewardDeliverySchema,
  type RewardDelivery,
  type RewardSentInput,
} from './reward-delivery.schema';

const base = (campaignId: string) =>
  `/dashboard/campaigns/${segment(campaignId)}/reward-deliveries`;

/** GET /dashboard/campaigns/:id/reward-deliveries: the posted rewards owed (to send first). */
export function getRewardDeliveries(
  client: ApiClient,
  campaignId: string,
): Promise<RewardDelivery[]> {
  return client.getList(base(campaignId), { itemSchema: rewardDeliverySchema });
}

/** POST …/reward-deliveries/:donationId/sent: marks it sent, with an optional tracking note. */
export function markRewardSent(
  client: ApiClient,
  campaignId: string,
  donationId: string,
  input: RewardSentInput,
): Promise<RewardDelivery> {
  return client.post(`${base(campaignId)}/${segment(donationId)}/sent`, input, {
    schema: rewardDeliverySchema,
  });
}

/** GET …/reward-deliveries.csv: the list for a spreadsheet (UTF-8 with BOM, ';'). */
export function downloadRewardDeliveriesCsv(client: ApiClient, campaignId: string): Promise<Blob> {
  return client.get<Blob>(`${base(campaignId)}.csv`, { blob: true });
}
