import { Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { NAV_TEXTS } from 'shared-contracts';
import { AreaTitle, PageLoading, useTabParam } from 'shared-ui';
import { MANAGER_TEXTS } from '../config/texts';
import { OverviewTab } from '../features/overview/components/OverviewTab';

const TABS = [
  'overview',
  'association',
  'campaigns',
  'donations',
  'recurring',
  'receipts',
] as const;
type ManagerTab = (typeof TABS)[number];
const LABELS: Record<ManagerTab, string> = {
  overview: NAV_TEXTS.tabOverview,
  association: NAV_TEXTS.tabAssociation,
  campaigns: NAV_TEXTS.tabCampaigns,
  donations: NAV_TEXTS.tabDonations,
  recurring: MANAGER_TEXTS.recurringTab,
  receipts: MANAGER_TEXTS.receipts.tab,
};

// Every tab but the overview loads when opened, so the dashboard's first visit carries only what
// its first screen needs (docs/decisions/0001-first-visit-weight.md). Each is its module's
// default export, as every lazy part of the remotes.
const PANELS: Record<ManagerTab, ComponentType> = {
  overview: OverviewTab,
  association: lazy(() => import('../features/association/components/AssociationTab')),
  campaigns: lazy(() => import('../features/campaigns/components/CampaignsTab')),
  donations: lazy(() => import('../features/donations/components/DonationsTab')),
  recurring: lazy(() => import('../features/recurring/components/RecurringTab')),
  receipts: lazy(() => import('../features/tax-receipts/components/TaxReceiptsTab')),
};

/**
 * /dashboard for an association manager. The tab is the URL's ?tab= (reload and back keep it);
 * only the open tab is mounted, so each loads its data when shown.
 */
export function ManagerDashboardPage() {
  const [tab, setTab] = useTabParam(TABS);
  const Panel = PANELS[tab];
  return (
    <Stack gap="md" data-testid="manager-dashboard">
      <AreaTitle title={MANAGER_TEXTS.dashboardTitle} greeting={MANAGER_TEXTS.greeting} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        {/* Wrapped on a phone, as UrlTabs does: every tab in sight (a row scrolling sideways hid
            the last ones behind the screen's edge, with nothing saying they were there). */}
        <Tabs.List aria-label={MANAGER_TEXTS.dashboardTitle} style={{ flexWrap: 'wrap' }}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <Suspense fallback={<PageLoading />}>
            <Panel />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
