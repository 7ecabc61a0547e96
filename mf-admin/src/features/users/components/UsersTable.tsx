import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatDate, roleLabel, type Association, type User } from 'shared-contracts';
import { TableFrame } from 'shared-ui';
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
    <TableFrame label={T.title} minWidth={820}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.name}</Table.Th>
          <Table.Th>{T.role}</Table.Th>
          <Table.Th>{T.active}</Table.Th>
          <Table.Th>{T.createdAt}</Table.Th>
          <Table.Th>{T.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
            <Table.Td>
              <Text fw={600} size="sm">
                {user.full_name}
              </Text>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{roleLabel(user.role)}</Text>
              {user.association_ids.length > 0 && (
                <Text size="xs" c="dimmed">
                  {user.association_ids.map((id) => names.get(id) ?? id).join(', ')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={user.is_active ? 'teal' : 'gray'} variant="dot">
                {user.is_active ? T.isActive : T.isInactive}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDate(user.created_at)}</Table.Td>
            <Table.Td>
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
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
