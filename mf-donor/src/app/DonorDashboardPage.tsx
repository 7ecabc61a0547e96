import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, sessionStore, ROUTES } from 'shared-contracts';
import { AreaTitle, UrlTabs, showSuccessToast } from 'shared-ui';
import { DONOR_TEXTS } from '../config/texts';
import { DonationsTab } from '../features/donations/components/DonationsTab';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { PrivacyTab } from '../features/privacy/components/PrivacyTab';
import { ProfileTab } from '../features/profile/components/ProfileTab';
import { TaxReceiptsTab } from '../features/tax-receipts/components/TaxReceiptsTab';

/** The donor's tabs in order (overview first, the one without ?tab=). */
const PANELS = {
  overview: OverviewTab,
  donations: DonationsTab,
  'tax-receipts': TaxReceiptsTab,
  profile: ProfileTab,
  privacy: PrivacyTab,
};

/** /donor-dashboard: the tab comes from ?tab=, the URL follows it (spec section 2). */
export function DonorDashboardPage() {
  const navigate = useNavigate();

  // Leave first and end the session once this page is gone: ended while this guarded page is
  // still shown, the shell's guard would send the donor to /login instead of the site.
  const isLoggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!isLoggingOut.current) return;
      sessionStore.getState().clear();
      showSuccessToast(AUTH_MESSAGES.logoutSuccess);
    },
    [],
  );
  const logout = () => {
    isLoggingOut.current = true;
    navigate(ROUTES.home.href());
  };

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
