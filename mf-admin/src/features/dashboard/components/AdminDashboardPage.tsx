import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { displayName, useSessionUser } from 'shared-ui';
import { ADMIN_TEXTS } from '../../texts';

const TAB_VALUES = ['overview', 'associations', 'campaigns', 'users', 'donations'] as const;

/** /admin; the tab comes from ?tab=. Statistics and moderation lists come later. */
export function AdminDashboardPage() {
  const user = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = TAB_VALUES.find((value) => value === requested) ?? 'overview';
  return (
    <Stack gap="md" data-testid="admin-dashboard">
      <Title order={1}>{ADMIN_TEXTS.dashboardTitle}</Title>
      {user && <Text data-testid="area-user">{ADMIN_TEXTS.greeting(displayName(user))}</Text>}
      <Tabs value={tab} onChange={(value) => setSearchParams(value ? { tab: value } : {})}>
        <Tabs.List>
          {TAB_VALUES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {ADMIN_TEXTS.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
