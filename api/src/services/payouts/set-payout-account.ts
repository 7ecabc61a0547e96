import { eq } from 'drizzle-orm';
import { LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associationPayoutAccounts, associations } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/** Where an association's transfers go (its Stripe Connect account); replaces the previous one. */
export async function setPayoutAccount(
  db: Database,
  input: { associationId: string; stripeAccountId: string },
): Promise<void> {
  const [association] = await db
    .select({ id: associations.id })
    .from(associations)
    .where(eq(associations.id, input.associationId))
    .limit(1);
  if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
  await db
    .insert(associationPayoutAccounts)
    .values({ associationId: input.associationId, stripeAccountId: input.stripeAccountId })
    .onConflictDoUpdate({
      target: associationPayoutAccounts.associationId,
      set: { stripeAccountId: input.stripeAccountId, updatedAt: new Date() },
    });
}
