import { Stack } from '@mantine/core';
import { lazy } from 'react';
import { AreaTitle, UrlTabs } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';
import { OverviewTab } from '../features/overview/components/OverviewTab';

// The overview comes with the page; the other tabs load when opened, so the console's first
// visit carries only what its first screen needs (docs/decisions/0001-first-visit-weight.md).
// The associations and campaigns tabs, named exports that their tests import, are mapped.
const AssociationsTab = lazy(() =>
  import('../features/associations/components/AssociationsTab').then((module) => ({
    default: module.AssociationsTab,
  })),
);
const CampaignsTab = lazy(() =>
  import('../features/campaigns/components/CampaignsTab').then((module) => ({
    default: module.CampaignsTab,
  })),
);
const UsersTab = lazy(() => import('../features/users/components/UsersTab'));
const DonationsTab = lazy(() => import('../features/donations/components/DonationsTab'));
const TaxSettingsTab = lazy(() => import('../features/tax-settings/components/TaxSettingsTab'));
const AuditLogTab = lazy(() => import('../features/audit-log/components/AuditLogTab'));

/** The admin's tabs in order (overview first, the one without ?tab=). */
const PANELS = {
  overview: OverviewTab,
  associations: AssociationsTab,
  campaigns: CampaignsTab,
  users: UsersTab,
  donations: DonationsTab,
  tax: TaxSettingsTab,
  journal: AuditLogTab,
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
