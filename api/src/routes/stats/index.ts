import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicStats } from 'shared-contracts';
import { centsToEuros } from '../../lib/money';
import { rowsOf } from '../../lib/sql-rows';

/** GET /stats: one round trip of sub-selects over public campaigns and paid donations. */
export async function statsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stats', async () => {
    const result = await app.db.execute(sql`
      with public_campaigns as (
        select c.status, c.raised_amount_cents
        from campaigns c join associations a on a.id = c.association_id
        where a.status = 'approved' and c.status in ('active', 'completed')
      )
      select
        (select count(*)::int from public_campaigns) as total_campaigns,
        (select coalesce(sum(raised_amount_cents), 0) from campaigns) as total_raised_cents,
        (select count(*)::int from associations where status = 'approved') as total_associations,
        (select count(distinct lower(donor_email))::int from donations where payment_status = 'paid') as total_donors,
        (select count(*)::int from public_campaigns where status = 'completed') as total_completed_campaigns
    `);
    const [row] = rowsOf<{
      total_campaigns: number;
      total_raised_cents: string | number;
      total_associations: number;
      total_donors: number;
      total_completed_campaigns: number;
    }>(result);
    if (!row) throw new Error('the stats query returned no row');
    const stats: PublicStats = {
      total_campaigns: row.total_campaigns,
      total_raised: centsToEuros(Number(row.total_raised_cents)),
      total_associations: row.total_associations,
      total_donors: row.total_donors,
      total_completed_campaigns: row.total_completed_campaigns,
    };
    return { data: stats };
  });
}
