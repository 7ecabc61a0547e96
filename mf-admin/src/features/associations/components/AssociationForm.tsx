import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  canSaveAssociation,
  validateAssociationForm,
  type Association,
  type AssociationFormField,
} from 'shared-contracts';
import { RichTextEditor } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';
import { ASSOCIATION_TEXT_FIELDS } from '../hooks/association-record';
import { FailureAlert } from '../../../components/FailureAlert';

const T = ADMIN_TEXTS.associationForm;

const TEXT_FIELDS = ASSOCIATION_TEXT_FIELDS;
type TextField = (typeof TEXT_FIELDS)[number];

export type AssociationFormValues = Record<TextField, string> & {
  category: string;
  description: string;
};

/** The fields of the create screen (spec section 7); the edit screen shows every field. */
const CREATE_FIELDS: readonly TextField[] = [
  'name',
  'contact_email',
  'phone',
  'website',
  'ape_code',
];

function valuesOf(association: Association | null): AssociationFormValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, association?.[field] ?? '']),
  ) as Record<TextField, string>;
  return {
    ...values,
    // The bank fields exist under two spellings (spec section 3): show whichever is set.
    iban: association?.iban ?? association?.rib_iban ?? '',
    bic: association?.bic ?? association?.rib_bic ?? '',
    category: association?.category ?? 'social',
    description: association?.description ?? '',
  };
}

export interface AssociationFormProps {
  /** The record being edited; null on the create screen. */
  association: Association | null;
  onSubmit: (values: AssociationFormValues) => void;
  isSaving: boolean;
  /** The failure text of the last save (spec section 8), shown above the buttons. */
  failure?: string | null;
}

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** Create and edit form of an association; save disabled without name and contact email. */
export function AssociationForm({
  association,
  onSubmit,
  isSaving,
  failure,
}: AssociationFormProps) {
  const isEdit = association !== null;
  const [values, setValues] = useState<AssociationFormValues>(() => valuesOf(association));
  const [errors, setErrors] = useState<Partial<Record<AssociationFormField, string>>>({});
  const set = (field: keyof AssociationFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const shown = (field: TextField) => isEdit || CREATE_FIELDS.includes(field);
  const field = (
    name: TextField,
    label: string,
    type: 'text' | 'email' | 'tel' | 'url' = 'text',
  ) =>
    shown(name) ? (
      <TextInput
        key={name}
        name={name}
        label={label}
        type={type}
        value={values[name]}
        required={name === 'name' || name === 'contact_email'}
        error={errors[name as AssociationFormField]}
        onChange={(event) => set(name)(event.currentTarget.value)}
      />
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAssociationForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={isEdit ? T.editTitle : T.createTitle}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {T.requiredHint}
        </Text>
        <Fieldset legend={T.general}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('name', T.name)}
            {field('contact_email', T.contactEmail, 'email')}
            <NativeSelect
              label={T.category}
              name="category"
              required
              data={CATEGORY_OPTIONS}
              value={values.category}
              onChange={(event) => set('category')(event.currentTarget.value)}
            />
            {field('phone', T.phone, 'tel')}
            {field('website', T.website, 'url')}
            {field('email', T.email, 'email')}
            {field('image_url', T.imageUrl)}
            {field('address', T.address)}
            {field('postal_code', T.postalCode)}
            {field('city', T.city)}
          </SimpleGrid>
          <Stack mt="md">
            <RichTextEditor
              label={T.description}
              value={values.description}
              onChange={set('description')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={T.legal}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('ape_code', T.apeCode)}
            {field('siret', T.siret)}
            {field('siren', T.siren)}
            {field('rna', T.rna)}
            {field('association_code', T.associationCode)}
            {field('ccam_code', T.ccamCode)}
          </SimpleGrid>
        </Fieldset>
        {isEdit && (
          <>
            <Fieldset legend={T.bank}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {field('bank_name', T.bankName)}
                {field('iban', T.iban)}
                {field('bic', T.bic)}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={T.manager}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {field('manager_name', T.managerName)}
                {field('manager_email', T.managerEmail, 'email')}
                {field('manager_phone', T.managerPhone, 'tel')}
              </SimpleGrid>
            </Fieldset>
          </>
        )}
        <FailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} disabled={!canSaveAssociation(values)}>
            {isEdit ? ADMIN_TEXTS.actions.save : ADMIN_TEXTS.actions.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
