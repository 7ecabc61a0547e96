import { eq } from 'drizzle-orm';
import { API_MESSAGES, LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { AuditActor } from '../audit/record-audit';
import { deleteAudited } from './delete-audited';

/**
 * Deletes a campaign that never received a donation. One that did keeps its money history
 * (donations, ledger and payouts reference it with ON DELETE RESTRICT): 409.
 */
export async function deleteCampaign(db: Database, id: string, actor: AuditActor): Promise<void> {
  await deleteAudited(db, {
    entity: 'campaign',
    id,
    actor,
    remove: (tx) => tx.delete(campaigns).where(eq(campaigns.id, id)).returning(),
    refused: () => conflict(API_MESSAGES.campaignHasDonations, 'campaign_has_donations'),
    notFoundMessage: LOADING_MESSAGES.campaignNotFound,
  });
}
