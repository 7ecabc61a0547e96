import {
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ROLES, ROLE_LABELS, canSaveUser, type Association, type User } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../config/texts';
import type { UserFormValues } from '../hooks/user-input';
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
  const [values, setValues] = useState(() => valuesOf(user));
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
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
          value={values.full_name}
          onChange={(event) => set('full_name', event.currentTarget.value)}
        />
        <TextInput
          label={T.email}
          name="email"
          type="email"
          required
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <TextInput
          label={T.phone}
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
        />
        <NativeSelect
          label={T.role}
          name="role"
          data={ROLE_OPTIONS}
          value={values.role}
          onChange={(event) => set('role', event.currentTarget.value)}
        />
        {isManager && (
          <ManagedAssociationsField
            associations={associations}
            value={values.association_ids}
            onChange={(ids) => set('association_ids', ids)}
          />
        )}
        <Switch
          label={T.isActive}
          checked={values.is_active}
          onChange={(event) => set('is_active', event.currentTarget.checked)}
        />
        <PasswordInput
          label={T.password}
          name="password"
          description={user ? T.passwordEditHint : T.passwordCreateHint}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.currentTarget.value)}
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
