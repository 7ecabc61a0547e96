import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_MESSAGES } from 'shared-contracts';

/**
 * /donation/success?session_id=... The status polling (every 2 s until paid or expired) comes
 * with the donation issue; this page already tells a missing session apart.
 */
export function PaymentReturnPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  return (
    <Stack gap="md" align="center" data-testid="payment-return-page">
      {sessionId ? (
        <>
          <Loader />
          <Title order={1}>{PAYMENT_MESSAGES.checkingTitle}</Title>
          <Text>{PAYMENT_MESSAGES.pending}</Text>
        </>
      ) : (
        <>
          <Title order={1}>{PAYMENT_MESSAGES.errorTitle}</Title>
          <Text>{PAYMENT_MESSAGES.sessionNotFound}</Text>
        </>
      )}
      <Button component={Link} to="/">
        {PAYMENT_MESSAGES.backHome}
      </Button>
    </Stack>
  );
}
