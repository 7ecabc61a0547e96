import { eq } from 'drizzle-orm';
import { API_MESSAGES, FORM_MESSAGES, type CampaignStatus } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema';
import { fieldError } from '../../lib/app-error';
import { assertCanPublish } from './assert-can-publish';

/**
 * The admin gives campaigns only to approved associations (spec section 4: the form offers only
 * those): a 422 on association_id otherwise, the choice being the field to correct. A campaign
 * to be published there is first refused by the publishing rule, with its one answer (409), as
 * on every other route that publishes.
 */
export async function assertApprovedAssociation(
  db: Database,
  associationId: string,
  status: CampaignStatus,
): Promise<void> {
  const [association] = await db
    .select({ status: associations.status })
    .from(associations)
    .where(eq(associations.id, associationId.toLowerCase()))
    .limit(1);
  if (!association) throw fieldError('association_id', FORM_MESSAGES.selectAssociation);
  if (association.status === 'approved') return;
  await assertCanPublish(db, associationId, status);
  throw fieldError('association_id', API_MESSAGES.associationNotApproved);
}
