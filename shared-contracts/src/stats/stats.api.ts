import type { ApiClient } from '../http/client';
import {
  adminStatsSchema,
  publicStatsSchema,
  type AdminStats,
  type PublicStats,
} from './stats.schema';

/** GET /stats: the homepage figures. */
export function getPublicStats(client: ApiClient): Promise<PublicStats> {
  return client.get('/stats', { schema: publicStatsSchema });
}

/** GET /admin/stats. */
export function getAdminStats(client: ApiClient): Promise<AdminStats> {
  return client.get('/admin/stats', { schema: adminStatsSchema });
}
