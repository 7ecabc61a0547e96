import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { recurringPlans } from '../../db/schema/recurring';

/**
 * Plans with what their emails and screens say of them: the campaign (title, address) and its
 * association (name, contact). The caller adds its own `where` (and order).
 */
export function selectPlansWithCampaign(db: Database) {
  return db
    .select({
      plan: recurringPlans,
      campaignTitle: campaigns.title,
      campaignSlug: campaigns.slug,
      associationId: campaigns.associationId,
      associationName: associations.name,
      contactEmail: associations.contactEmail,
    })
    .from(recurringPlans)
    .innerJoin(campaigns, eq(campaigns.id, recurringPlans.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId));
}
