import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PAYMENT_LONG_WAIT_MS,
  PAYMENT_MESSAGES,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_RETURN_TEXTS,
  ROUTES,
  ROUTE_TITLES,
  applyPageMeta,
  campaignContributeHref,
  formatEuros,
  formatLongDate,
  getApiClient,
  getPaymentStatus,
  paymentOutcome,
} from 'shared-contracts';
import { PLAN_RETURN_TEXTS } from 'shared-contracts/src/recurring/recurring-return.texts';
import { SHARE_TEXTS } from 'shared-contracts/src/share/share.texts';
import { useSessionUser } from 'shared-ui';
import { ShareButton } from 'shared-ui/share';

interface CampaignRef {
  slug: string;
  title?: string;
}

type ReturnState =
  | { kind: 'checking'; campaign?: CampaignRef }
  | {
      kind: 'success';
      hasReward: boolean;
      amount: number;
      campaign?: CampaignRef;
      /** The regular gift this payment started (issue 29); absent for a gift made once. */
      plan?: { frequency: 'monthly' | 'yearly'; nextChargeOn: string | null };
    }
  | {
      kind: 'error';
      message: string;
      /** Where 'Réessayer' leads: the campaign's dialog again, or the status asked again. */
      retry?: { href: string } | 'check';
    };

/** The page's title (heading and document title) for what is happening. */
function titleOf(view: ReturnState, longWait: boolean): { heading: string; document: string } {
  if (view.kind === 'success')
    return { heading: PAYMENT_MESSAGES.successTitle, document: PAYMENT_MESSAGES.successTitle };
  if (view.kind === 'error')
    return { heading: PAYMENT_MESSAGES.errorTitle, document: PAYMENT_MESSAGES.errorTitle };
  if (longWait)
    return {
      heading: PAYMENT_RETURN_TEXTS.longWaitTitle,
      document: PAYMENT_RETURN_TEXTS.longWaitTitle,
    };
  return {
    heading: PAYMENT_MESSAGES.checkingTitle,
    document: PAYMENT_RETURN_TEXTS.checkingDocumentTitle,
  };
}

/** A settled outcome's heading: its mark in a coloured circle (not read aloud), then the title. */
function OutcomeHeading(props: { color: string; mark: string; heading: string }) {
  return (
    <>
      <ThemeIcon color={props.color} size={56} radius="xl" aria-hidden>
        {props.mark}
      </ThemeIcon>
      <Title order={1}>{props.heading}</Title>
    </>
  );
}

/**
 * /donation/success?session_id=... (spec sections 2, 4 and 8). Checking until the status call
 * answers: paid is success, with the reward sentence only when the gift reached a reward;
 * expired, a declined payment ('failed', see paymentOutcome) and a failed call are errors,
 * shown here only (not toasted by the shell as well); any other status is still pending and is
 * asked again 2 s after the previous answer (one request at a time, nothing after the page is
 * left). A check still pending after PAYMENT_LONG_WAIT_MS says why and offers to leave (the
 * confirmation email follows the payment); an expired or declined payment offers 'Réessayer',
 * the campaign page with its contribution dialog open at the same amount.
 */
export function PaymentReturnPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const user = useSessionUser();
  // Each 'Vérifier à nouveau' after a failed status call is a new check of the same session.
  const [attempt, setAttempt] = useState(0);
  const checkKey = sessionId ? `${attempt}:${sessionId}` : null;
  // The outcome of the check it was found for: another session_id starts checking again.
  const [checked, setChecked] = useState<{ key: string; state: ReturnState } | null>(null);
  const [longWaitKey, setLongWaitKey] = useState<string | null>(null);

  useEffect(() => {
    if (!sessionId || !checkKey) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const longWaitTimer = setTimeout(() => setLongWaitKey(checkKey), PAYMENT_LONG_WAIT_MS);

    const setState = (state: ReturnState) => {
      if (state.kind !== 'checking') clearTimeout(longWaitTimer);
      setChecked({ key: checkKey, state });
    };

    async function check(id: string) {
      try {
        const { donation } = await getPaymentStatus(getApiClient(), id);
        if (!active) return;
        const outcome = paymentOutcome(donation.payment_status);
        const campaign = donation.campaign_slug
          ? { slug: donation.campaign_slug, title: donation.campaign_title }
          : undefined;
        const retry = campaign
          ? { href: campaignContributeHref(campaign.slug, donation.amount) }
          : undefined;
        if (outcome === 'success')
          setState({
            kind: 'success',
            hasReward: Boolean(donation.reward_selected),
            amount: donation.amount,
            campaign,
            ...(donation.plan
              ? {
                  plan: {
                    frequency: donation.plan.frequency,
                    nextChargeOn: donation.plan.next_charge_on,
                  },
                }
              : {}),
          });
        else if (outcome === 'expired')
          setState({ kind: 'error', message: PAYMENT_MESSAGES.expired, retry });
        else if (outcome === 'failed')
          setState({ kind: 'error', message: PAYMENT_MESSAGES.failed, retry });
        else {
          setState({ kind: 'checking', campaign });
          timer = setTimeout(() => void check(id), PAYMENT_POLL_INTERVAL_MS);
        }
      } catch {
        // The page's own error state is the one message: no toast from the shell as well.
        if (!active) return;
        setState({ kind: 'error', message: PAYMENT_MESSAGES.checkFailed, retry: 'check' });
      }
    }

    void check(sessionId);
    return () => {
      active = false;
      clearTimeout(longWaitTimer);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [sessionId, checkKey]);

  const view: ReturnState = !sessionId
    ? { kind: 'error', message: PAYMENT_MESSAGES.sessionNotFound }
    : checked?.key === checkKey
      ? checked.state
      : { kind: 'checking' };
  const longWait = view.kind === 'checking' && longWaitKey !== null && longWaitKey === checkKey;
  const title = titleOf(view, longWait);

  useEffect(() => {
    applyPageMeta({ ...ROUTES.donationSuccess.meta, title: title.document });
  }, [title.document]);

  const campaign = view.kind === 'error' ? undefined : view.campaign;
  return (
    <Stack gap="md" align="center" data-testid="payment-return-page" data-state={view.kind} py="xl">
      {view.kind === 'checking' && (
        <>
          <Loader aria-hidden />
          <Title order={1}>{title.heading}</Title>
          {/* One live region: the words beside the spinner, and why it lasts when it does. */}
          <Stack role="status" gap="xs" align="center" maw={560} ta="center">
            <Text>{PAYMENT_MESSAGES.pending}</Text>
            {longWait && (
              <>
                <Text>{PAYMENT_RETURN_TEXTS.longWaitText}</Text>
                <Text c="dimmed">{PAYMENT_RETURN_TEXTS.longWaitStillChecking}</Text>
              </>
            )}
          </Stack>
        </>
      )}
      {view.kind === 'success' && (
        <>
          <OutcomeHeading color="green" mark="✓" heading={title.heading} />
          <Text>{PAYMENT_MESSAGES.success}</Text>
          {view.campaign?.title && (
            <Text fw={600} ta="center" data-testid="gift-summary">
              {PAYMENT_RETURN_TEXTS.giftSummary(formatEuros(view.amount), view.campaign.title)}
            </Text>
          )}
          {view.plan ? (
            <Stack gap={4} align="center" maw={560} ta="center" data-testid="plan-started">
              <Text fw={600}>
                {PLAN_RETURN_TEXTS.started[view.plan.frequency](formatEuros(view.amount))}
              </Text>
              {view.plan.nextChargeOn && (
                <Text data-testid="plan-next-charge">
                  {PLAN_RETURN_TEXTS.nextCharge(formatLongDate(view.plan.nextChargeOn))}
                </Text>
              )}
              <Text c="dimmed">{PAYMENT_MESSAGES.receiptByEmail}</Text>
              <Text c="dimmed">{PLAN_RETURN_TEXTS.howToStop}</Text>
            </Stack>
          ) : (
            <Text c="dimmed">{PAYMENT_MESSAGES.receiptByEmail}</Text>
          )}
          {view.hasReward && <Text c="dimmed">{PAYMENT_MESSAGES.rewardByAssociation}</Text>}
          {view.campaign && (
            <Stack gap="xs" align="center" maw={420} w="100%" data-testid="share-after-gift">
              <Text ta="center">{SHARE_TEXTS.afterGift}</Text>
              <ShareButton
                url={`${window.location.origin}${ROUTES.campaign.href({ campaignId: view.campaign.slug })}`}
                title={view.campaign.title ?? ''}
                label={SHARE_TEXTS.shareCampaign}
              />
            </Stack>
          )}
        </>
      )}
      {view.kind === 'error' && (
        <>
          <OutcomeHeading color="red" mark="!" heading={title.heading} />
          <Text role="alert">{view.message}</Text>
        </>
      )}
      <Group justify="center" gap="sm">
        {view.kind === 'error' && view.retry === 'check' && (
          <Button onClick={() => setAttempt((count) => count + 1)}>
            {PAYMENT_RETURN_TEXTS.retryCheck}
          </Button>
        )}
        {view.kind === 'error' && view.retry && view.retry !== 'check' && (
          <Button component={Link} to={view.retry.href}>
            {PAYMENT_RETURN_TEXTS.retry}
          </Button>
        )}
        {(view.kind === 'success' || longWait) && campaign && (
          <Button
            component={Link}
            to={ROUTES.campaign.href({ campaignId: campaign.slug })}
            variant="light"
          >
            {PAYMENT_RETURN_TEXTS.backToCampaign}
          </Button>
        )}
        {longWait && user?.role === 'donor' && (
          <Button component={Link} to={ROUTES.donorDashboard.href()} variant="light">
            {ROUTE_TITLES.donorDashboard}
          </Button>
        )}
        <Button
          component={Link}
          to={ROUTES.home.href()}
          variant={view.kind === 'error' && view.retry ? 'light' : 'filled'}
        >
          {PAYMENT_MESSAGES.backHome}
        </Button>
      </Group>
    </Stack>
  );
}
