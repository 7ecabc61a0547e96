import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import { actionCall } from '../http/rest-calls';
import {
  managerRecurringSchema,
  planCardCheckoutSchema,
  planControlSessionSchema,
  recurringPlanSchema,
  type ChangePlanAmountInput,
  type ChangePlanCardInput,
  type ManagerRecurring,
  type ManagerStopPlanInput,
  type OpenPlanLinkInput,
  type PlanCardCheckout,
  type PlanControlInput,
  type PlanControlSession,
  type RecurringPlan,
  type RequestPlanLinksInput,
} from './recurring.schema';

const PLANS = '/recurring/plans';

/** POST /recurring/link/open: uses the emailed link once; answers a one-hour control session. */
export function openPlanLink(
  client: ApiClient,
  input: OpenPlanLinkInput,
): Promise<PlanControlSession> {
  return client.post('/recurring/link/open', input, { schema: planControlSessionSchema });
}

/** POST /recurring/link/request: always 202, whether or not the email has plans. */
export function requestPlanLinks(
  client: ApiClient,
  input: RequestPlanLinksInput,
): Promise<unknown> {
  return client.post('/recurring/link/request', input);
}

/** POST /recurring/plans/:id (read): the plan, by control token or the donor's session. */
export function readPlan(
  client: ApiClient,
  planId: string,
  input: PlanControlInput = {},
): Promise<RecurringPlan> {
  return client.post(`/recurring/plans/${segment(planId)}`, input, { schema: recurringPlanSchema });
}

/** POST /recurring/plans/:id/amount: the plan with its new amount, from the next charge. */
export const changePlanAmount = actionCall<ChangePlanAmountInput, RecurringPlan>(
  PLANS,
  'amount',
  recurringPlanSchema,
);

/** Opens the provider's page to save another card; follow `checkout_url`. */
export const changePlanCard = actionCall<ChangePlanCardInput, PlanCardCheckout>(
  PLANS,
  'card',
  planCardCheckoutSchema,
);

/**
 * POST /recurring/plans/:id/<action> (pause, resume, stop), by control token or the donor's
 * session: the plan as it is afterwards.
 */
function planAction(action: 'pause' | 'resume' | 'stop') {
  const call = actionCall<PlanControlInput, RecurringPlan>(PLANS, action, recurringPlanSchema);
  return (client: ApiClient, planId: string, input: PlanControlInput = {}) =>
    call(client, planId, input);
}

export const pausePlan = planAction('pause');
export const resumePlan = planAction('resume');
export const stopPlan = planAction('stop');

/** GET /donor/plans: the signed-in donor's plans (pending ones left out). */
export function getDonorPlans(client: ApiClient): Promise<RecurringPlan[]> {
  return client.getList('/donor/plans', { itemSchema: recurringPlanSchema });
}

/** GET /dashboard/recurring: the manager's association's plans and their figures. */
export function getManagerRecurring(client: ApiClient): Promise<ManagerRecurring> {
  return client.get('/dashboard/recurring', { schema: managerRecurringSchema });
}

/** POST /dashboard/recurring/:id/stop: the donor is emailed. */
export function stopPlanAsManager(
  client: ApiClient,
  planId: string,
  input: ManagerStopPlanInput = {},
): Promise<RecurringPlan> {
  return client.post(`/dashboard/recurring/${segment(planId)}/stop`, input, {
    schema: recurringPlanSchema,
  });
}
