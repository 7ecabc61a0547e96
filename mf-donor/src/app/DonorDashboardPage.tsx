import { lazy } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, ROUTES } from 'shared-contracts';
import { AreaTitle, UrlTabs } from 'shared-ui';
import { DONOR_TEXTS } from '../config/texts';
import { DonationsTab } from '../features/donations/components/DonationsTab';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { PrivacyTab } from '../features/privacy/components/PrivacyTab';
import { ProfileTab } from '../features/profile/components/ProfileTab';
import { TaxReceiptsTab } from '../features/tax-receipts/components/TaxReceiptsTab';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';

// The regular gifts' tab (issue 29) loads when opened, with the plan controls it bundles.
const PlansTab = lazy(() => import('../features/plans/components/PlansTab'));

/** The donor's tabs in order (overview first, the one without ?tab=). */
const PANELS = {
  overview: OverviewTab,
  donations: DonationsTab,
  plans: PlansTab,
  'tax-receipts': TaxReceiptsTab,
  profile: ProfileTab,
  privacy: PrivacyTab,
};

/** /donor-dashboard: the tab comes from ?tab=, the URL follows it (spec section 2). */
export function DonorDashboardPage() {
  const logout = useLeaveSignedOut(AUTH_MESSAGES.logoutSuccess);

  return (
    <Stack gap="md" data-testid="donor-dashboard">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <AreaTitle title={DONOR_TEXTS.title} greeting={DONOR_TEXTS.greeting} />
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to={ROUTES.home.href()}>
            {DONOR_TEXTS.seeSite}
          </Anchor>
          <Button variant="default" onClick={logout}>
            {DONOR_TEXTS.logout}
          </Button>
        </Group>
      </Group>
      <Alert color="blue" variant="light">
        {DONOR_TEXTS.rewardsNotice}
      </Alert>
      <UrlTabs panels={PANELS} texts={DONOR_TEXTS} />
    </Stack>
  );
}
