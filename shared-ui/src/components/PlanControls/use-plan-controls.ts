import { useState } from 'react';
import type { ApiClient } from 'shared-contracts';
import { PLAN_CONTROL_TEXTS as T } from 'shared-contracts/src/recurring/recurring-screens.texts';
import {
  changePlanAmount,
  changePlanCard,
  pausePlan,
  resumePlan,
  stopPlan,
} from 'shared-contracts/src/recurring/recurring.api';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
// Through the package's name: the toasts and the API action's error policy are the shell's.
import { showSuccessToast, useApiAction } from 'shared-ui';
import type { PlanControl } from './plan-view';

export interface PlanControlsOptions {
  /** The control page's session (from the emailed link); none for a signed-in donor. */
  controlToken?: string;
  /** Where the card page brings the donor back to ('/dons-reguliers/gerer'). */
  returnPath: string;
  /** The plan as the server answered after an action. */
  onPlanChange: (plan: RecurringPlan) => void;
}

type Action =
  { control: 'amount'; amount: number } | { control: 'card' | 'pause' | 'resume' | 'stop' };

const DONE: Partial<Record<PlanControl, string>> = {
  amount: T.amountChanged,
  pause: T.paused,
  resume: T.resumed,
  stop: T.stopped,
};

function send(
  client: ApiClient,
  plan: RecurringPlan,
  action: Action,
  options: PlanControlsOptions,
): Promise<RecurringPlan | { checkout_url: string }> {
  const auth = options.controlToken ? { control_token: options.controlToken } : {};
  switch (action.control) {
    case 'amount':
      return changePlanAmount(client, plan.id, { ...auth, amount: action.amount });
    case 'card':
      return changePlanCard(client, plan.id, {
        ...auth,
        origin_url: window.location.origin,
        return_path: options.returnPath,
      });
    case 'pause':
      return pausePlan(client, plan.id, auth);
    case 'resume':
      return resumePlan(client, plan.id, auth);
    case 'stop':
      return stopPlan(client, plan.id, auth);
  }
}

/**
 * A plan's controls: each sends its call (the server decides, and refuses in French through the
 * shell's error handler), then shows the plan it answers. Changing the card leaves for the
 * provider's page, which comes back to `returnPath`.
 */
export function usePlanControls(plan: RecurringPlan, options: PlanControlsOptions) {
  const [running, setRunning] = useState<PlanControl | null>(null);
  const { run } = useApiAction((client, _signal, action: Action) =>
    send(client, plan, action, options),
  );

  async function perform(action: Action): Promise<boolean> {
    if (running) return false;
    setRunning(action.control);
    const answer = await run(action);
    if (!answer) {
      setRunning(null);
      return false;
    }
    if ('checkout_url' in answer) {
      window.location.assign(answer.checkout_url);
      return true;
    }
    setRunning(null);
    options.onPlanChange(answer);
    const done = DONE[action.control];
    if (done) showSuccessToast(done);
    return true;
  }

  return {
    running,
    changeAmount: (amount: number) => perform({ control: 'amount', amount }),
    changeCard: () => perform({ control: 'card' }),
    pause: () => perform({ control: 'pause' }),
    resume: () => perform({ control: 'resume' }),
    stop: () => perform({ control: 'stop' }),
  };
}
