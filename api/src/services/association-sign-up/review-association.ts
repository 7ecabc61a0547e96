import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { associations } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { lockAssociation } from '../catalogue/lock-association';
import { enqueueJob } from '../jobs/enqueue';

export type ReviewDecision = 'approved' | 'rejected';

/**
 * Queues the email that tells the association's managers the super admin's decision, in the
 * transaction of the decision: it leaves if and only if the decision is saved.
 */
export async function queueReviewEmail(
  tx: Tx,
  input: { associationId: string; status: ReviewDecision; reason: string | null },
): Promise<void> {
  await enqueueJob(tx, 'association-review-email', { ...input, decisionId: randomUUID() });
}

/**
 * The super admin approves, or rejects with a reason, a signed-up (or any) association: the new
 * status, the audit row (with the reason) and the manager's email, in one transaction. The same
 * decision twice changes nothing and sends nothing again. Undefined when the association is gone.
 */
export async function reviewAssociation(
  db: Database,
  id: string,
  input: { status: ReviewDecision; reason?: string | undefined },
  actor: AuditActor,
): Promise<{ changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockAssociation(tx, id);
    if (!current) return undefined;
    if (current.status === input.status) return { changed: false };
    const reason = input.status === 'rejected' ? (input.reason ?? null) : null;
    await tx
      .update(associations)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(associations.id, id));
    await recordAudit(tx, {
      actor,
      action: input.status === 'approved' ? 'association.approve' : 'association.reject',
      entity: 'association',
      entityId: id,
      before: { status: current.status },
      after: { status: input.status },
      reason,
    });
    await queueReviewEmail(tx, { associationId: id, status: input.status, reason });
    return { changed: true };
  });
}
