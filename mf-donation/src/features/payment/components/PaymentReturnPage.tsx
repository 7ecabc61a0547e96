import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PAYMENT_MESSAGES,
  PAYMENT_POLL_INTERVAL_MS,
  ROUTES,
  formatEuros,
  getApiClient,
  getPaymentStatus,
  paymentOutcome,
} from 'shared-contracts';
import { RETURN_TEXTS } from '../../../config/texts';

type ReturnState =
  | { kind: 'checking' }
  | {
      kind: 'success';
      hasReward: boolean;
      amount: number;
      campaign?: { slug: string; title: string };
    }
  | { kind: 'error'; message: string };

/**
 * /donation/success?session_id=... (spec sections 2, 4 and 8). Checking until the status call
 * answers: paid is success, with the reward sentence only when the gift reached a reward;
 * expired, a declined payment ('failed', see paymentOutcome) and a failed call are errors,
 * shown here only (not toasted by the shell as well); any other status is still pending and is
 * asked again 2 s after the previous answer (one request at a time, nothing after the page is
 * left).
 */
export function PaymentReturnPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  // The outcome of the session it was found for: another session_id starts checking again.
  const [settled, setSettled] = useState<{ sessionId: string; state: ReturnState } | null>(null);

  useEffect(() => {
    if (!sessionId) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const setState = (state: ReturnState) => setSettled({ sessionId, state });

    async function check(id: string) {
      try {
        const { donation } = await getPaymentStatus(getApiClient(), id);
        if (!active) return;
        const outcome = paymentOutcome(donation.payment_status);
        if (outcome === 'success')
          setState({
            kind: 'success',
            hasReward: Boolean(donation.reward_selected),
            amount: donation.amount,
            campaign:
              donation.campaign_slug && donation.campaign_title
                ? { slug: donation.campaign_slug, title: donation.campaign_title }
                : undefined,
          });
        else if (outcome === 'expired')
          setState({ kind: 'error', message: PAYMENT_MESSAGES.expired });
        else if (outcome === 'failed')
          setState({ kind: 'error', message: PAYMENT_MESSAGES.failed });
        else timer = setTimeout(() => void check(id), PAYMENT_POLL_INTERVAL_MS);
      } catch {
        // The page's own error state is the one message: no toast from the shell as well.
        if (!active) return;
        setState({ kind: 'error', message: PAYMENT_MESSAGES.checkFailed });
      }
    }

    void check(sessionId);
    return () => {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [sessionId]);

  const view: ReturnState = !sessionId
    ? { kind: 'error', message: PAYMENT_MESSAGES.sessionNotFound }
    : settled?.sessionId === sessionId
      ? settled.state
      : { kind: 'checking' };

  return (
    <Stack gap="md" align="center" data-testid="payment-return-page" data-state={view.kind} py="xl">
      {view.kind === 'checking' && (
        <>
          <Loader aria-label={PAYMENT_MESSAGES.checkingTitle} />
          <Title order={1}>{PAYMENT_MESSAGES.checkingTitle}</Title>
          <Text>{PAYMENT_MESSAGES.pending}</Text>
        </>
      )}
      {view.kind === 'success' && (
        <>
          <ThemeIcon color="green" size={56} radius="xl" aria-hidden>
            ✓
          </ThemeIcon>
          <Title order={1}>{PAYMENT_MESSAGES.successTitle}</Title>
          <Text>{PAYMENT_MESSAGES.success}</Text>
          {view.campaign && (
            <Text fw={600} ta="center" data-testid="gift-summary">
              {RETURN_TEXTS.giftSummary(formatEuros(view.amount), view.campaign.title)}
            </Text>
          )}
          <Text c="dimmed">{PAYMENT_MESSAGES.receiptByEmail}</Text>
          {view.hasReward && <Text c="dimmed">{PAYMENT_MESSAGES.rewardByAssociation}</Text>}
        </>
      )}
      {view.kind === 'error' && (
        <>
          <ThemeIcon color="red" size={56} radius="xl" aria-hidden>
            !
          </ThemeIcon>
          <Title order={1}>{PAYMENT_MESSAGES.errorTitle}</Title>
          <Text role="alert">{view.message}</Text>
        </>
      )}
      <Group justify="center" gap="sm">
        {view.kind === 'success' && view.campaign && (
          <Button
            component={Link}
            to={ROUTES.campaign.href({ campaignId: view.campaign.slug })}
            variant="light"
          >
            {RETURN_TEXTS.backToCampaign}
          </Button>
        )}
        <Button component={Link} to="/">
          {PAYMENT_MESSAGES.backHome}
        </Button>
      </Group>
    </Stack>
  );
}
