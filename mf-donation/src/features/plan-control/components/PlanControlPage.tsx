import { Alert, Stack, Text, Title } from '@mantine/core';
import {
  PLAN_CONTROL_TEXTS,
  PLAN_LINK_PAGE_TEXTS as T,
} from 'shared-contracts/src/recurring/recurring-screens.texts';
import { ROUTES } from 'shared-contracts';
import { PageError, PageLoading } from 'shared-ui';
import { PlanCard } from 'shared-ui/recurring';
import { usePlanLink } from '../hooks/use-plan-link';
import { PlanLinkRefused } from './PlanLinkRefused';

/**
 * /dons-reguliers/gerer?t=<signed token> (issue 29): the page every receipt email of a regular
 * gift links to. No account needed: the link, used once, opens a one-hour control session; the
 * donor changes the amount or the card, pauses, resumes or stops. A forged, expired or reused
 * link shows a French page with no data of the plan.
 */
export function PlanControlPage() {
  const { state, retry, setPlan } = usePlanLink();

  if (state.kind === 'opening')
    return (
      <Stack gap="md" aria-busy="true" data-testid="plan-control-loading">
        <Text role="status">{T.loading}</Text>
        <PageLoading />
      </Stack>
    );
  if (state.kind === 'refused') return <PlanLinkRefused reason={state.reason} />;
  if (state.kind === 'failed')
    return <PageError error={state.error} message={T.loadFailed} onRetry={retry} />;
  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="plan-control-page">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Text c="dimmed">{T.intro}</Text>
      </Stack>
      {state.cardSaved && (
        <Alert color="teal" variant="light" role="status">
          {PLAN_CONTROL_TEXTS.cardSaved}
        </Alert>
      )}
      <PlanCard
        plan={state.plan}
        controlToken={state.controlToken}
        returnPath={ROUTES.planControl.href()}
        onPlanChange={setPlan}
      />
    </Stack>
  );
}
