import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';
import { SignUpFieldGrid, type GridField } from './SignUpFieldGrid';

const MANAGER_FIELDS: readonly GridField[] = [
  { name: 'manager_name', span: 6, required: true, autoComplete: 'name' },
  { name: 'manager_phone', span: 6, type: 'tel', autoComplete: 'tel' },
  { name: 'manager_email', span: 12, type: 'email', required: true, autoComplete: 'username' },
  {
    name: 'password',
    span: 6,
    input: 'password',
    description: SIGN_UP_TEXTS.hints.password,
    required: true,
    autoComplete: 'new-password',
  },
  {
    name: 'password_confirmation',
    span: 6,
    input: 'password',
    required: true,
    autoComplete: 'new-password',
  },
];

/** Step 2: the manager's account, which signs in to the dashboard once the form is sent. */
export function ManagerStep({ form }: { form: FormFields<SignUpValues> }) {
  return <SignUpFieldGrid form={form} fields={MANAGER_FIELDS} />;
}
