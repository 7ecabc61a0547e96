import { lazy } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, ROUTES } from 'shared-contracts';
import { AreaTitle, UrlTabs } from 'shared-ui';
import { DONOR_TEXTS } from '../config/texts';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';

// The overview comes with the page; the other tabs load when opened, so the area's first visit
// carries only what its first screen needs (docs/decisions/0001-first-visit-weight.md): the
// regular gifts' tab (issue 29) with the plan controls it bundles, and the others. Each is its
// module's default export, as every lazy part of the remotes, but the receipts tab's (a named
// export, mapped).
const TaxReceiptsTab = lazy(() =>
  import('../features/tax-receipts/components/TaxReceiptsTab').then((module) => ({
    default: module.TaxReceiptsTab,
  })),
);

/** The donor's tabs in order (overview first, the one without ?tab=). */
const PANELS = {
  overview: OverviewTab,
  donations: lazy(() => import('../features/donations/components/DonationsTab')),
  plans: lazy(() => import('../features/plans/components/PlansTab')),
  'tax-receipts': TaxReceiptsTab,
  profile: lazy(() => import('../features/profile/components/ProfileTab')),
  privacy: lazy(() => import('../features/privacy/components/PrivacyTab')),
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
