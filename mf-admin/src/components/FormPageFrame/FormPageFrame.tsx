import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../config/texts';

export interface FormPageFrameProps {
  /** Test hook of the page ('admin-campaign-edit'). */
  testId: string;
  title: string;
  /** The record being edited, when there is one. */
  recordId?: string;
  /** The dashboard tab the back link returns to. */
  backTab: keyof typeof ADMIN_TEXTS.tabs;
}

/** The frame of an admin create or edit page: its title and the way back to its list. */
export function FormPageFrame({ testId, title, recordId, backTab }: FormPageFrameProps) {
  return (
    <Stack gap="md" data-testid={testId}>
      <Title order={1}>{title}</Title>
      {recordId && <Text c="dimmed">{recordId}</Text>}
      <Anchor component={Link} to={ROUTES.admin.href({ tab: backTab })}>
        {ADMIN_TEXTS.dashboardTitle}
      </Anchor>
    </Stack>
  );
}
