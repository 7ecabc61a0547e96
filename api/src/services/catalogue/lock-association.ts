import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { associations } from '../../db/schema';

/**
 * The association's row, locked until the transaction ends: a change of its receipt facts and a
 * review of its eligibility saved at the same moment wait for each other. Undefined when absent.
 */
export async function lockAssociation(tx: Tx, associationId: string) {
  const [row] = await tx
    .select()
    .from(associations)
    .where(eq(associations.id, associationId))
    .for('update');
  return row;
}
