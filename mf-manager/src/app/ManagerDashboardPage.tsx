import { Stack, Tabs, Text, Title } from '@mantine/core';
import { NAV_TEXTS } from 'shared-contracts';
import { displayName, useSessionUser, useTabParam } from 'shared-ui';
import { MANAGER_TEXTS } from '../config/texts';
import { AssociationTab } from '../features/association/components/AssociationTab';
import { CampaignsTab } from '../features/campaigns/components/CampaignsTab';
import { DonationsTab } from '../features/donations/components/DonationsTab';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { TaxReceiptsTab } from '../features/tax-receipts/components/TaxReceiptsTab';

const TABS = ['overview', 'association', 'campaigns', 'donations', 'receipts'] as const;
const LABELS: Record<(typeof TABS)[number], string> = {
  overview: NAV_TEXTS.tabOverview,
  association: NAV_TEXTS.tabAssociation,
  campaigns: NAV_TEXTS.tabCampaigns,
  donations: NAV_TEXTS.tabDonations,
  receipts: MANAGER_TEXTS.receipts.tab,
};

/**
 * /dashboard for an association manager. The tab is the URL's ?tab= (reload and back keep it);
 * only the open tab is mounted, so each loads its data when shown.
 */
export function ManagerDashboardPage() {
  const user = useSessionUser();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Stack gap="md" data-testid="manager-dashboard">
      <Title order={1}>{MANAGER_TEXTS.dashboardTitle}</Title>
      {user && <Text data-testid="area-user">{MANAGER_TEXTS.greeting(displayName(user))}</Text>}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} style={{ flexShrink: 0 }}>
              {LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="association" pt="md">
          <AssociationTab />
        </Tabs.Panel>
        <Tabs.Panel value="campaigns" pt="md">
          <CampaignsTab />
        </Tabs.Panel>
        <Tabs.Panel value="donations" pt="md">
          <DonationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="receipts" pt="md">
          <TaxReceiptsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
