import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { UNSUBSCRIBE_TEXTS as T } from 'shared-contracts/src/news/news.texts';
import { useUnsubscribe } from '../hooks/use-unsubscribe';

/**
 * /desabonnement?t=<signed token> (issue 30): the visible link of every update and reminder
 * email. One button confirms (opening the link changes nothing: mail scanners open links);
 * mail clients use the headers' one-click POST instead. No account needed.
 */
export function UnsubscribePage() {
  const { token, run, isPending } = useUnsubscribe();
  const [association, setAssociation] = useState<string | null>(null);

  return (
    <Stack gap="lg" maw={560} mx="auto" data-testid="unsubscribe-page">
      <Title order={1}>{T.title}</Title>
      <Card withBorder radius="md" padding="lg">
        {!token ? (
          <Alert color="orange" variant="light" role="alert">
            {T.missing}
          </Alert>
        ) : association !== null ? (
          <Alert color="teal" variant="light" role="status" data-testid="unsubscribe-done">
            {T.done(association)}
          </Alert>
        ) : (
          <Stack gap="md">
            <Text>{T.intro}</Text>
            <Button
              w="fit-content"
              loading={isPending}
              onClick={async () => {
                const result = await run();
                if (result) setAssociation(result.association_name);
              }}
            >
              {T.confirm}
            </Button>
          </Stack>
        )}
      </Card>
      <Button component={Link} to={ROUTES.home.href()} variant="subtle" w="fit-content">
        {T.home}
      </Button>
    </Stack>
  );
}
