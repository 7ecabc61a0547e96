import { eq } from 'drizzle-orm';
import { API_MESSAGES, type CampaignStatus } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema';
import { conflict } from '../../lib/app-error';

/**
 * A campaign is shown to the public (active, or completed) only for an approved association:
 * the one answer of every route that publishes (409, whoever asks).
 */
export async function assertCanPublish(
  db: Database,
  associationId: string,
  status: CampaignStatus,
): Promise<void> {
  if (status === 'draft') return;
  const [association] = await db
    .select({ status: associations.status })
    .from(associations)
    .where(eq(associations.id, associationId.toLowerCase()))
    .limit(1);
  if (association?.status !== 'approved')
    throw conflict(API_MESSAGES.publishNeedsApprovedAssociation);
}
