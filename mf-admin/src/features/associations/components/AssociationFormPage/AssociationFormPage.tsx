import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../../config/texts';

/** /admin/associations/create and /admin/associations/:associationId/edit; the form comes later. */
function AssociationFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { associationId } = useParams();
  return (
    <Stack gap="md" data-testid={`admin-association-${mode}`}>
      <Title order={1}>
        {mode === 'create' ? ADMIN_TEXTS.createAssociationTitle : ADMIN_TEXTS.editAssociationTitle}
      </Title>
      {associationId && <Text c="dimmed">{associationId}</Text>}
      <Anchor component={Link} to={ROUTES.admin.href({ tab: 'associations' })}>
        {ADMIN_TEXTS.dashboardTitle}
      </Anchor>
    </Stack>
  );
}

export function AssociationCreatePage() {
  return <AssociationFormPage mode="create" />;
}

export function AssociationEditPage() {
  return <AssociationFormPage mode="edit" />;
}
