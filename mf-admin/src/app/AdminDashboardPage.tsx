import { Stack } from '@mantine/core';
import { AreaTitle, UrlTabs } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';
import { AssociationsTab } from '../features/associations/components/AssociationsTab';
import { AuditLogTab } from '../features/audit-log/components/AuditLogTab';
import { CampaignsTab } from '../features/campaigns/components/CampaignsTab';
import { DonationsTab } from '../features/donations/components/DonationsTab';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { TaxSettingsTab } from '../features/tax-settings/components/TaxSettingsTab';
import { UsersTab } from '../features/users/components/UsersTab';

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
