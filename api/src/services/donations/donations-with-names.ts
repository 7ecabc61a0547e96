import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { associations, campaigns, donations } from '../../db/schema';

/**
 * Donations, each with its campaign's title and its association's name, as the donor's mails
 * and data export name them; the caller adds its where and order.
 */
export function selectDonationsWithNames(db: Database) {
  return db
    .select({
      donation: donations,
      campaignTitle: campaigns.title,
      associationName: associations.name,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId));
}
