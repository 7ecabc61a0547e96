import { and, eq, inArray } from 'drizzle-orm';
import type { Donation } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { isPaid, listDonations } from '../../views/donation-view';
import { donationForAssociation } from './association-contact';

/**
 * The "Donations reçues" tab. A manager sees the paid donations of their own associations as
 * association-contact.ts#donationForAssociation shapes them (no anonymous name; email and
 * phone only with the donor's consent or a reward to deliver; otherwise sent empty, and the
 * list and its CSV export show 'Non communiqué'). The super admin sees every paid donation in
 * full (support).
 */
export async function listReceivedDonations(
  db: Database,
  viewer: { role: string; associationIds: string[] },
): Promise<Donation[]> {
  if (viewer.role === 'super_admin') return listDonations(db, isPaid);
  if (viewer.associationIds.length === 0) return [];
  const received = and(isPaid, inArray(campaigns.associationId, viewer.associationIds))!;
  const [rows, consenting] = await Promise.all([
    listDonations(db, received),
    db
      .select({ id: donations.id })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(and(received, eq(donations.contactConsent, true))),
  ]);
  const consented = new Set(consenting.map((row) => row.id));
  return rows.map((row) => donationForAssociation(row, consented.has(row.id)));
}
