import { Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  LOADING_MESSAGES,
  userUpdateErrorMessage,
  type Association,
  type User,
} from 'shared-contracts';
import { CallStates, PageEmpty } from 'shared-ui';
import { TabHeader } from '../../../components/TabHeader';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useSaveUser, useSendPasswordReset } from '../hooks/use-user-actions';
import { userInput, type UserFormValues } from '../model/user-input';
import { useUsersTabData } from '../hooks/use-users-tab-data';
import { UserForm } from './UserForm';
import { UsersTable } from './UsersTable';

const T = ADMIN_TEXTS.users;

/** The user being edited, or 'new'; null when the dialog is closed. */
type Editing = User | 'new' | null;

function UserDialog({
  editing,
  associations,
  onClose,
  onSaved,
}: {
  editing: User | 'new';
  associations: Association[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const user = editing === 'new' ? null : editing;
  const save = useSaveUser(user?.id);
  const submit = async (values: UserFormValues) => {
    if (await save.run(userInput(values))) onSaved();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={user ? ADMIN_TEXTS.userForm.editTitle : ADMIN_TEXTS.userForm.createTitle}
      size="lg"
    >
      <UserForm
        user={user}
        associations={associations}
        onSubmit={submit}
        onCancel={onClose}
        isSaving={save.isPending}
        failure={save.error ? userUpdateErrorMessage(save.error) : null}
      />
    </Modal>
  );
}

/** Users: the list, create and edit in a dialog, and the password-reset email. */
export default function UsersTab() {
  const tabData = useUsersTabData();
  const { data, reload } = tabData;
  const sendReset = useSendPasswordReset();
  const [editing, setEditing] = useState<Editing>(null);
  const [sendingResetId, setSendingResetId] = useState<string | null>(null);

  const onSendReset = async (user: User) => {
    setSendingResetId(user.id);
    await sendReset.run(user);
    setSendingResetId(null);
  };

  return (
    <Stack gap="md">
      <TabHeader title={T.title}>
        <Button onClick={() => setEditing('new')} disabled={!data}>
          {T.create}
        </Button>
      </TabHeader>
      <CallStates
        call={tabData}
        lines={6}
        errorMessage={LOADING_MESSAGES.data}
        isEmpty={(loaded) => loaded.users.length === 0}
        empty={<PageEmpty title={T.empty} />}
      >
        {(loaded) => (
          <UsersTable
            users={loaded.users}
            associations={loaded.associations}
            onEdit={setEditing}
            onSendReset={onSendReset}
            sendingResetId={sendingResetId}
          />
        )}
      </CallStates>
      {editing && data && (
        <UserDialog
          editing={editing}
          associations={data.associations}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
