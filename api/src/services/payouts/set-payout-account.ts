import { eq } from 'drizzle-orm';
import { LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associationPayoutAccounts, associations } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** Where an association's transfers go (its Stripe Connect account); replaces the previous one. */
export async function setPayoutAccount(
  db: Database,
  input: { associationId: string; stripeAccountId: string },
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [association] = await tx
      .select({ id: associations.id })
      .from(associations)
      .where(eq(associations.id, input.associationId))
      .limit(1);
    if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
    const [previous] = await tx
      .select({ stripeAccountId: associationPayoutAccounts.stripeAccountId })
      .from(associationPayoutAccounts)
      .where(eq(associationPayoutAccounts.associationId, input.associationId))
      .for('update');
    await tx
      .insert(associationPayoutAccounts)
      .values({ associationId: input.associationId, stripeAccountId: input.stripeAccountId })
      .onConflictDoUpdate({
        target: associationPayoutAccounts.associationId,
        set: { stripeAccountId: input.stripeAccountId, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: 'association.payout_account',
      entity: 'association',
      entityId: input.associationId,
      before: { stripe_account_id: previous?.stripeAccountId ?? null },
      after: { stripe_account_id: input.stripeAccountId },
    });
  });
}
