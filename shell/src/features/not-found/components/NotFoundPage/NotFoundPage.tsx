import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTE_TITLES, ROUTES } from 'shared-contracts';
import { SHELL_TEXTS } from '../../../../config/texts';

export function NotFoundPage() {
  return (
    <Stack align="center" py="xl" gap="md" data-testid="not-found">
      <Title order={1}>404</Title>
      <Title order={2}>{ROUTE_TITLES.notFound}</Title>
      <Text c="dimmed">{SHELL_TEXTS.notFoundDetail}</Text>
      <Button component={Link} to={ROUTES.home.href()}>
        {NAV_TEXTS.backHome}
      </Button>
    </Stack>
  );
}
