import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS } from 'shared-contracts';
import { displayName, useSessionUser } from '../../../lib/use-session-user';
import { PUBLIC_TEXTS } from '../../../config/texts';

/** / : the hero and the greeting; carousels, statistics and calls to action come later. */
export function HomePage() {
  const user = useSessionUser();
  return (
    <Stack gap="md" data-testid="home-page">
      <Title order={1}>{PUBLIC_TEXTS.homeTitle}</Title>
      <Text c="dimmed">{PUBLIC_TEXTS.homeSubtitle}</Text>
      {user ? (
        <Group>
          <Text data-testid="area-user">{PUBLIC_TEXTS.greeting(displayName(user))}</Text>
          <Button component={Link} to={user.role === 'super_admin' ? '/admin' : '/dashboard'}>
            {user.role === 'super_admin' ? NAV_TEXTS.admin : NAV_TEXTS.dashboard}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button component={Link} to="/login">
            {NAV_TEXTS.login}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
