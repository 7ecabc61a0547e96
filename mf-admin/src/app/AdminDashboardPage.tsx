import { Stack } from '@mantine/core';
import { lazy } from 'react';
import { AreaTitle, UrlTabs } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';
import { OverviewTab } from '../features/overview/components/OverviewTab';

// The overview comes with the page; the other tabs load when opened, so the console's first
// visit carries only what its first screen needs (docs/decisions/0001-first-visit-weight.md).
// Each is its module's default export, as every lazy part of the remotes.
/** The admin's tabs in order (overview first, the one without ?tab=). */
const PANELS = {
  overview: OverviewTab,
  associations: lazy(() => import('../features/associations/components/AssociationsTab')),
  campaigns: lazy(() => import('../features/campaigns/components/CampaignsTab')),
  users: lazy(() => import('../features/users/components/UsersTab')),
  donations: lazy(() => import('../features/donations/components/DonationsTab')),
  tax: lazy(() => import('../features/tax-settings/components/TaxSettingsTab')),
  journal: lazy(() => import('../features/audit-log/components/AuditLogTab')),
};

/** /admin: the tab comes from ?tab= and the URL follows the tab (spec section 2). */
export function AdminDashboardPage() {
  return (
    <Stack gap="md" data-testid="admin-dashboard">
      <AreaTitle title={ADMIN_TEXTS.dashboardTitle} greeting={ADMIN_TEXTS.greeting} />
      <UrlTabs panels={PANELS} texts={ADMIN_TEXTS} />
    </Stack>
  );
}
