import { eq } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { AppError, notFound, unauthorized } from '../../lib/app-error';
import { checkControlToken } from './plan-links';

export type PlanRow = typeof recurringPlans.$inferSelect;

/** Who acts on a plan: the bearer of a control token (the emailed link), or a signed-in donor. */
export type PlanActor =
  | { kind: 'link'; controlToken: string }
  | { kind: 'donor'; userId: string; email: string }
  | { kind: 'manager'; associationIds: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The plan `planId` if `actor` may act on it: a control token for this plan and unexpired, the
 * plan's donor (by account, or by the account's email: a plan started as a guest), or a
 * manager of its association. Anything else reads as not found (nothing told of others' plans).
 */
export async function planForActor(
  db: Database,
  key: Buffer,
  planId: string,
  actor: PlanActor | null,
  now: Date,
): Promise<PlanRow> {
  if (!actor) throw unauthorized();
  if (actor.kind === 'link') checkControlToken(key, actor.controlToken, planId, now);
  if (!UUID.test(planId)) throw notFound(RECURRING_MESSAGES.planNotFound);
  const [plan] = await db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId.toLowerCase()));
  if (!plan || plan.status === 'pending') throw notFound(RECURRING_MESSAGES.planNotFound);
  if (actor.kind === 'donor') {
    const own = plan.userId === actor.userId || plan.donorEmail === actor.email.toLowerCase();
    if (!own) throw notFound(RECURRING_MESSAGES.planNotFound);
  }
  if (actor.kind === 'manager') {
    const { campaigns } = await import('../../db/schema/campaigns');
    const [campaign] = await db
      .select({ associationId: campaigns.associationId })
      .from(campaigns)
      .where(eq(campaigns.id, plan.campaignId));
    if (!campaign || !actor.associationIds.includes(campaign.associationId))
      throw notFound(RECURRING_MESSAGES.planNotFound);
  }
  return plan;
}

export function refuseStopped(plan: PlanRow): void {
  if (plan.status === 'stopped')
    throw new AppError(409, RECURRING_MESSAGES.planStopped, 'plan_stopped');
}
