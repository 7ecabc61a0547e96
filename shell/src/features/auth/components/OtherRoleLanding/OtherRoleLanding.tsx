import { Stack, Text, Title } from '@mantine/core';
import { ROUTE_TITLES } from 'shared-contracts';
import { displayName, useSessionUser } from 'shared-ui';

/** What /dashboard shows a role that has no area of its own. */
export function OtherRoleLanding() {
  const user = useSessionUser();
  return (
    <Stack data-testid="dashboard-landing">
      <Title order={1}>{ROUTE_TITLES.dashboard}</Title>
      {user && <Text>{displayName(user)}</Text>}
    </Stack>
  );
}
