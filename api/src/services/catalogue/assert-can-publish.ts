import { eq } from 'drizzle-orm';
import { API_MESSAGES, type AssociationStatus, type CampaignStatus } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema';
import { conflict } from '../../lib/app-error';

/**
 * A campaign is shown to the public (active, or completed) only for an approved association;
 * a draft may belong to any. The one home of the rule: the save (below) and the edit rules the
 * screens read (get-campaign-edit-rules.ts) both ask it.
 */
export function mayBePublic(
  associationStatus: AssociationStatus | null | undefined,
  status: CampaignStatus,
): boolean {
  return status === 'draft' || associationStatus === 'approved';
}

/**
 * The save's check of the rule, for every route that publishes (admin or manager, create,
 * status change or move to another association): always 409 `publish_needs_approval` with the
 * same message. Why 409
 * and not 422: the request itself is valid; what refuses it is the association's state, which
 * the request does not carry and the super admin may change (once approved, the same request
 * succeeds) — a conflict with the current state, not a field to correct.
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
  if (!mayBePublic(association?.status, status))
    throw conflict(API_MESSAGES.publishNeedsApprovedAssociation, 'publish_needs_approval');
}
