import { Stack, Tabs, Text, Title } from '@mantine/core';
import { displayName, useSessionUser, useTabParam } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../../config/texts';

export const ADMIN_TABS = ['overview', 'associations', 'campaigns', 'users', 'donations'] as const;

/** /admin; the tab comes from ?tab=. Statistics and moderation lists come later. */
export function AdminDashboardPage() {
  const user = useSessionUser();
  const [tab, setTab] = useTabParam(ADMIN_TABS);
  return (
    <Stack gap="md" data-testid="admin-dashboard">
      <Title order={1}>{ADMIN_TEXTS.dashboardTitle}</Title>
      {user && <Text data-testid="area-user">{ADMIN_TEXTS.greeting(displayName(user))}</Text>}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          {ADMIN_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {ADMIN_TEXTS.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
