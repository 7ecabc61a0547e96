import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import {
  DONOR_PLANS_TEXTS as T,
  PLAN_CONTROL_TEXTS,
} from 'shared-contracts/src/recurring/recurring-screens.texts';
import { getDonorPlans } from 'shared-contracts/src/recurring/recurring.api';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { CallStates, PageEmpty, TitledSection, useApiCall } from 'shared-ui';
import { PlanCard } from 'shared-ui/recurring';

/** Where the card page brings the donor back to: this tab. */
const RETURN_PATH = ROUTES.donorDashboard.href({ tab: 'plans' });

/**
 * 'Dons réguliers' (issue 29): the signed-in donor's plans, each with the controls the emailed
 * link's page gives (the session stands for the link). Loaded when the tab opens.
 */
export function PlansTab() {
  const plansCall = useApiCall((client) => getDonorPlans(client), []);
  // The plans as the last action answered them, over the list first read.
  const [changed, setChanged] = useState<Record<string, RecurringPlan>>({});
  const [searchParams] = useSearchParams();

  return (
    <TitledSection titleId="donor-plans-title" title={T.title} titleSize="h3" gap="md">
      {searchParams.has('carte') && (
        <Alert color="teal" variant="light" role="status">
          {PLAN_CONTROL_TEXTS.cardSaved}
        </Alert>
      )}
      <CallStates
        call={plansCall}
        errorMessage={T.loadError}
        empty={<PageEmpty title={T.empty} description={T.emptyHint} />}
      >
        {(plans) => (
          <Stack gap="md" data-testid="donor-plans">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={changed[plan.id] ?? plan}
                headingOrder={3}
                returnPath={RETURN_PATH}
                onPlanChange={(next) => setChanged((all) => ({ ...all, [next.id]: next }))}
              />
            ))}
          </Stack>
        )}
      </CallStates>
    </TitledSection>
  );
}

export default PlansTab;
