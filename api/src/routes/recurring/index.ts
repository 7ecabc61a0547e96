import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import {
  changePlanAmountSchema,
  changePlanCardSchema,
  openPlanLinkSchema,
  planControlSchema,
  requestPlanLinksSchema,
  type PlanControlSession,
} from 'shared-contracts/src/recurring/recurring.schema';
import { notFound } from '../../lib/app-error';
import { trustedOrigin } from '../../lib/trusted-origin';
import { parseInput, type IdParams } from '../../lib/validation';
import { optionalAuth } from '../../plugins/auth';
import { changePlanAmount } from '../../services/recurring/change-plan-amount';
import { openPlanCardChange } from '../../services/recurring/change-plan-card';
import { pausePlan } from '../../services/recurring/pause-plan';
import { planForActor, type PlanActor, type PlanRow } from '../../services/recurring/plan-access';
import { openPlanLinkToken } from '../../services/recurring/plan-links';
import { recurringDepsOf, todayOf } from '../../services/recurring/recurring-deps';
import { requestPlanLinks } from '../../services/recurring/request-plan-links';
import { resumePlan } from '../../services/recurring/resume-plan';
import { stopPlan } from '../../services/recurring/stop-plan';
import { readPlan } from '../../views/plan-view';

/**
 * Dons réguliers (issue 29): the control page's and the donor area's actions on a plan,
 * /recurring/*. Each action is allowed by a control token (opened from the emailed link,
 * POST /recurring/link/open) or a signed-in donor's session (optionalAuth); nothing else.
 * Routes and errors: /work/issue29-contracts.md.
 */
export async function recurringRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => recurringDepsOf(app.payments);
  // A plan's changes are not public data: no wait for the public caches.
  const config = { changesNoPublicData: true };
  const linkLimit = { max: 30, timeWindow: '1 minute' };

  function actorOf(request: FastifyRequest, controlToken: string | undefined): PlanActor | null {
    if (controlToken) return { kind: 'link', controlToken };
    const user = request.currentUser;
    if (user) return { kind: 'donor', userId: user.id, email: user.email };
    return null;
  }

  async function planOf(request: FastifyRequest<IdParams>, token?: string) {
    return planForActor(
      app.db,
      deps().linkKey,
      request.params.id,
      actorOf(request, token),
      deps().now(),
    );
  }

  async function answer(planId: string) {
    const plan = await readPlan(app.db, planId);
    if (!plan) throw notFound(RECURRING_MESSAGES.planNotFound);
    return { data: plan };
  }

  app.post(
    '/recurring/link/open',
    { config: { ...config, rateLimit: linkLimit } },
    async (request, reply) => {
      const body = parseInput(openPlanLinkSchema, request.body);
      const opened = await openPlanLinkToken(app.db, deps().linkKey, body.token, deps().now());
      const plan = await readPlan(app.db, opened.planId);
      if (!plan) throw notFound(RECURRING_MESSAGES.planNotFound);
      return reply.header('cache-control', 'no-store').send({
        data: {
          control_token: opened.controlToken,
          expires_at: opened.expiresAt.toISOString(),
          plan,
        } satisfies PlanControlSession,
      });
    },
  );

  app.post(
    '/recurring/link/request',
    { config: { ...config, rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = parseInput(requestPlanLinksSchema, request.body);
      await requestPlanLinks(app.db, body.email);
      return reply.code(202).send({ data: { sent: true } });
    },
  );

  /**
   * A plan's own actions, POST /recurring/plans/:id<path>: the body checked, the plan read for
   * its token or session, then the action; the answer is the plan as it is after, unless the
   * action has its own.
   */
  function planAction<S extends z.ZodType<{ control_token?: string }>>(
    path: string,
    schema: S,
    act: (plan: PlanRow, body: z.output<S>) => Promise<{ data: unknown } | void>,
  ) {
    app.post<IdParams>(
      `/recurring/plans/:id${path}`,
      { preHandler: optionalAuth, config },
      async (request) => {
        const body = parseInput(schema, request.body ?? {});
        const plan = await planOf(request, body.control_token);
        return (await act(plan, body)) ?? answer(plan.id);
      },
    );
  }

  planAction('', planControlSchema, async () => {});
  planAction('/amount', changePlanAmountSchema, (plan, body) =>
    changePlanAmount(app.db, plan, body.amount),
  );
  planAction('/card', changePlanCardSchema, async (plan, body) => {
    const opened = await openPlanCardChange(app.db, app.payments.provider, plan, {
      origin: trustedOrigin(app.config, body.origin_url ?? plan.originUrl),
      returnPath: body.return_path ?? '/',
    });
    return { data: { checkout_url: opened.checkoutUrl } };
  });
  planAction('/pause', planControlSchema, (plan) => pausePlan(app.db, plan));
  planAction('/resume', planControlSchema, (plan) => resumePlan(app.db, plan, todayOf(deps())));
  planAction('/stop', planControlSchema, (plan) => stopPlan(app.db, plan, { reason: 'donor' }));
}
