import {
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { ROLES, ROLE_LABELS, canSaveUser, type Association, type User } from 'shared-contracts';
import { useFormFields } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';
import type { UserFormValues } from '../model/user-input';
import { FailureAlert } from '../../../components/FailureAlert';
import { ManagedAssociationsField } from './ManagedAssociationsField';

export type { UserFormValues };

const T = ADMIN_TEXTS.userForm;

function valuesOf(user: User | null): UserFormValues {
  return {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role: user?.role ?? 'donor',
    is_active: user?.is_active ?? true,
    association_ids: user?.association_ids ?? [],
    password: '',
  };
}

export interface UserFormProps {
  /** The user being edited; null to create one. */
  user: User | null;
  associations: Association[];
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
  isSaving: boolean;
  /** The failure text of the last save ('Erreur de validation: ...'). */
  failure?: string | null;
}

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * Create or edit a user: full name and email enable the button; associations only for an
 * association manager; an empty password keeps the current one (spec section 5).
 */
export function UserForm({
  user,
  associations,
  onSubmit,
  onCancel,
  isSaving,
  failure,
}: UserFormProps) {
  const form = useFormFields(() => valuesOf(user));
  const { values } = form;
  const isManager = values.role === 'association_manager';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSaveUser(values)) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={user ? T.editTitle : T.createTitle}>
      <Stack gap="md">
        <TextInput
          label={T.fullName}
          name="full_name"
          required
          data-autofocus
          {...form.field('full_name')}
        />
        <TextInput label={T.email} name="email" type="email" required {...form.field('email')} />
        <TextInput label={T.phone} name="phone" type="tel" {...form.field('phone')} />
        <NativeSelect label={T.role} name="role" data={ROLE_OPTIONS} {...form.field('role')} />
        {isManager && (
          <ManagedAssociationsField
            associations={associations}
            {...form.field('association_ids')}
          />
        )}
        <Switch label={T.isActive} {...form.checkbox('is_active')} />
        <PasswordInput
          label={T.password}
          name="password"
          description={user ? T.passwordEditHint : T.passwordCreateHint}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <FailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {ADMIN_TEXTS.actions.cancel}
          </Button>
          <Button type="submit" loading={isSaving} disabled={!canSaveUser(values)}>
            {user ? ADMIN_TEXTS.actions.save : ADMIN_TEXTS.actions.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
