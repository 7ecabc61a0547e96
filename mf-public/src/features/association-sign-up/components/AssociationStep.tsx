import { CATEGORIES, CATEGORY_LABELS } from 'shared-contracts';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';
import { SignUpFieldGrid, type GridField } from './SignUpFieldGrid';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

const ASSOCIATION_FIELDS: readonly GridField[] = [
  { name: 'name', span: 8, required: true, autoComplete: 'organization' },
  { name: 'category', span: 4, input: 'select', data: CATEGORY_OPTIONS, required: true },
  { name: 'contact_email', span: 6, type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', span: 6, type: 'tel', autoComplete: 'tel' },
  { name: 'address', span: 12, required: true, autoComplete: 'street-address' },
  {
    name: 'postal_code',
    span: 4,
    required: true,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 5,
  },
  { name: 'city', span: 8, required: true, autoComplete: 'address-level2' },
  { name: 'identifier', span: 12, description: SIGN_UP_TEXTS.hints.identifier, required: true },
  { name: 'description', span: 12, input: 'textarea', required: true },
];

/** Step 1: who the association is and how to reach it. */
export function AssociationStep({ form }: { form: FormFields<SignUpValues> }) {
  return <SignUpFieldGrid form={form} fields={ASSOCIATION_FIELDS} />;
}
