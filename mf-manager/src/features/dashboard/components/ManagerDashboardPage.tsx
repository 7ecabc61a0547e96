import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { NAV_TEXTS } from 'shared-contracts';
import { displayName, useSessionUser } from '../../../lib/use-session-user';
import { MANAGER_TEXTS } from '../../../config/texts';

const TABS = [
  { value: 'overview', label: NAV_TEXTS.tabOverview },
  { value: 'association', label: NAV_TEXTS.tabAssociation },
  { value: 'campaigns', label: NAV_TEXTS.tabCampaigns },
  { value: 'donations', label: NAV_TEXTS.tabDonations },
];

/** /dashboard for an association manager; the tab comes from ?tab=. Tab contents come later. */
export function ManagerDashboardPage() {
  const user = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === searchParams.get('tab'))
    ? searchParams.get('tab')
    : 'overview';
  return (
    <Stack gap="md" data-testid="manager-dashboard">
      <Title order={1}>{MANAGER_TEXTS.dashboardTitle}</Title>
      {user && <Text data-testid="area-user">{MANAGER_TEXTS.greeting(displayName(user))}</Text>}
      <Tabs value={tab} onChange={(value) => setSearchParams(value ? { tab: value } : {})}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
