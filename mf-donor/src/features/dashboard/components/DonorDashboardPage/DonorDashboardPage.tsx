import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { displayName, useSessionUser } from 'shared-ui';
import { DONOR_TEXTS } from '../../../../config/texts';

/** /donor-dashboard. The tabs (overview, donations, profile) come with the donor issue. */
export function DonorDashboardPage() {
  const user = useSessionUser();
  return (
    <Stack gap="md" data-testid="donor-dashboard">
      <Title order={1}>{DONOR_TEXTS.title}</Title>
      {user && <Text data-testid="area-user">{DONOR_TEXTS.greeting(displayName(user))}</Text>}
      <Text size="sm" c="dimmed">
        {DONOR_TEXTS.rewardsNotice}
      </Text>
      <Anchor component={Link} to={ROUTES.home.href()}>
        {DONOR_TEXTS.seeSite}
      </Anchor>
    </Stack>
  );
}
