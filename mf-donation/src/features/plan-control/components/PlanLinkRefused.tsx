import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, isValidEmail } from 'shared-contracts';
import { requestPlanLinks } from 'shared-contracts/src/recurring/recurring.api';
import { PLAN_LINK_PAGE_TEXTS as T } from 'shared-contracts/src/recurring/recurring-screens.texts';
import { useApiAction } from 'shared-ui';

export interface PlanLinkRefusedProps {
  /** 'missing': no link in the address; 'invalid': forged, damaged, expired or already used. */
  reason: 'missing' | 'invalid';
}

/**
 * The page a link the server refuses leads to: why in plain French, nothing of the plan (the
 * server gave nothing), and a form to get a fresh link by email, which answers the same whether
 * or not the address has plans.
 */
export function PlanLinkRefused({ reason }: PlanLinkRefusedProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  // True once sent (the answer has nothing to read); undefined when it failed (reported).
  const request = useApiAction(async (client, _signal, address: string) => {
    await requestPlanLinks(client, { email: address });
    return true;
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setError(T.emailInvalid);
      return;
    }
    if (await request.run(address)) setIsSent(true);
  }

  return (
    <Stack gap="lg" maw={640} mx="auto" data-testid="plan-link-refused">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {reason === 'missing' ? T.missingTitle : T.invalidTitle}
        </Title>
        <Text>{T.invalidBody}</Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {T.requestTitle}
          </Title>
          {isSent ? (
            <Text role="status" data-testid="plan-link-sent">
              {T.requestSent}
            </Text>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {T.requestHint}
                </Text>
                <TextInput
                  type="email"
                  autoComplete="email"
                  label={T.emailLabel}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    setError(null);
                  }}
                  error={error}
                  required
                />
                <Group>
                  <Button type="submit" loading={request.isPending}>
                    {T.requestSubmit}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
      <Group gap="lg">
        <Anchor component={Link} to={ROUTES.home.href()}>
          {T.home}
        </Anchor>
        <Anchor component={Link} to={ROUTES.login.href()}>
          {T.donorArea}
        </Anchor>
      </Group>
    </Stack>
  );
}
