import { eq } from 'drizzle-orm';
import { API_MESSAGES, LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { deleteUnlessReferenced } from '../../lib/pg-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * Deletes a campaign that never received a donation. One that did keeps its money history
 * (donations, ledger and payouts reference it with ON DELETE RESTRICT): 409.
 */
export async function deleteCampaign(db: Database, id: string, actor: AuditActor): Promise<void> {
  const deleted = await deleteUnlessReferenced(
    () =>
      db.transaction(async (tx) => {
        const rows = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
        if (rows[0])
          await recordAudit(tx, {
            actor,
            action: 'campaign.delete',
            entity: 'campaign',
            entityId: id,
            before: rows[0],
          });
        return rows;
      }),
    () => conflict(API_MESSAGES.campaignHasDonations, 'campaign_has_donations'),
  );
  if (deleted.length === 0) throw notFound(LOADING_MESSAGES.campaignNotFound);
}
