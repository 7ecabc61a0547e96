import type { ApiClient } from '../http/client';
import { payoutListSchema, type PayoutList } from './payout.schema';

/** GET /admin/payouts: every transfer and refund, with per-campaign and platform totals. */
export function getAdminPayouts(client: ApiClient): Promise<PayoutList> {
  return client.get('/admin/payouts', { schema: payoutListSchema });
}
