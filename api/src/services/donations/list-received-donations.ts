import { and, eq, inArray } from 'drizzle-orm';
import { donorDisplayName, type Donation } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { isPaid, listDonations } from '../../views/donation-view';

/**
 * The "Donations reçues" tab. A manager sees the paid donations of their own associations; an
 * anonymous donor's name is never sent to the association ('Donateur anonyme', like the public
 * pages). The email and phone reach the association only when the donor agreed to be contacted
 * about its work (the dialog's box: RGPD art. 6.1.a), or when the gift carries a reward the
 * association must deliver (the contract the gift made: art. 6.1.b); otherwise they are sent
 * empty, and the list and its CSV export show 'Non communiqué'. The super admin sees every paid
 * donation in full (support).
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
  const mayContact = new Set(consenting.map((row) => row.id));
  return rows.map((row) => {
    const shared = mayContact.has(row.id) || row.reward_selected !== null;
    return {
      ...row,
      donor_name: donorDisplayName(row),
      donor_email: shared ? row.donor_email : '',
      phone: shared ? row.phone : null,
    };
  });
}
