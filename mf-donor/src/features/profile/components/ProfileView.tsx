import { Button, Paper, Stack, Text } from '@mantine/core';
import type { User } from 'shared-contracts';
import { DONOR_TEXTS } from '../../../config/texts';

const T = DONOR_TEXTS.profile;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The donor's name, email and phone, with the way to edit them. */
export function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" maw={520}>
      <Stack gap="md">
        <Stack gap="sm" component="dl" m={0}>
          <Row label={T.fullName} value={user.full_name} />
          <Row label={T.email} value={user.email} />
          <Row label={T.phone} value={user.phone || T.noPhone} />
        </Stack>
        <Button onClick={onEdit} w="fit-content">
          {T.edit}
        </Button>
      </Stack>
    </Paper>
  );
}
