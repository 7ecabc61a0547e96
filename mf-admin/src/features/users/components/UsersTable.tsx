import { Badge, Button, Group, Text } from '@mantine/core';
import { formatDate, roleLabel, type Association, type User } from 'shared-contracts';
import { DataTable, NameCell } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

const T = ADMIN_TEXTS.users;

export interface UsersTableProps {
  users: User[];
  associations: Association[];
  onEdit: (user: User) => void;
  onSendReset: (user: User) => void;
  /** The user whose reset email is being sent. */
  sendingResetId?: string | null;
}

/** Every user: role label, managed associations, activation, edit and reset email. */
export function UsersTable({
  users,
  associations,
  onEdit,
  onSendReset,
  sendingResetId,
}: UsersTableProps) {
  const names = new Map(associations.map((association) => [association.id, association.name]));
  return (
    <DataTable
      label={T.title}
      minWidth={820}
      rows={users}
      rowTestId={(user) => `user-row-${user.email}`}
      columns={[
        { header: T.name, cell: (user) => <NameCell name={user.full_name} detail={user.email} /> },
        {
          header: T.role,
          cell: (user) => (
            <>
              <Text size="sm">{roleLabel(user.role)}</Text>
              {user.association_ids.length > 0 && (
                <Text size="xs" c="dimmed">
                  {user.association_ids.map((id) => names.get(id) ?? id).join(', ')}
                </Text>
              )}
            </>
          ),
        },
        {
          header: T.active,
          cell: (user) => (
            <Badge color={user.is_active ? 'teal' : 'gray'} variant="dot">
              {user.is_active ? T.isActive : T.isInactive}
            </Badge>
          ),
        },
        { header: T.createdAt, cell: (user) => formatDate(user.created_at) },
        {
          header: T.actions,
          cell: (user) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => onEdit(user)}
                aria-label={`${ADMIN_TEXTS.actions.edit} ${user.full_name}`}
              >
                {ADMIN_TEXTS.actions.edit}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                loading={sendingResetId === user.id}
                onClick={() => onSendReset(user)}
                aria-label={`${T.sendReset} : ${user.full_name}`}
              >
                {T.sendReset}
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
