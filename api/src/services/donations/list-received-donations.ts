import { and, inArray } from 'drizzle-orm';
import { donorDisplayName, type Donation } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { isPaid, listDonations } from '../../views/donation-view';

/**
 * The "Donations reçues" tab. A manager sees the paid donations of their own associations; an
 * anonymous donor's name is never sent to the association ('Donateur anonyme', like the public
 * pages), while the email and phone stay so the association can send a reward (the spec's
 * manager table shows the email). The super admin sees every paid donation in full (support).
 */
export async function listReceivedDonations(
  db: Database,
  viewer: { role: string; associationIds: string[] },
): Promise<Donation[]> {
  if (viewer.role === 'super_admin') return listDonations(db, isPaid);
  if (viewer.associationIds.length === 0) return [];
  const rows = await listDonations(
    db,
    and(isPaid, inArray(campaigns.associationId, viewer.associationIds))!,
  );
  return rows.map((row) => ({ ...row, donor_name: donorDisplayName(row) }));
}
