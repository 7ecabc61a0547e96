import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MANAGER_TEXTS } from '../../../config/texts';

/** /dashboard/associations/edit; the form and the documents come later. */
export function AssociationEditPage() {
  return (
    <Stack gap="md" data-testid="manager-association-edit">
      <Title order={1}>{MANAGER_TEXTS.editAssociationTitle}</Title>
      <Anchor component={Link} to="/dashboard">
        {MANAGER_TEXTS.dashboardTitle}
      </Anchor>
    </Stack>
  );
}
