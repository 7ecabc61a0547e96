import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ASSOCIATION_RECEIPT_BLOCK_TEXTS,
  CATEGORIES,
  CATEGORY_LABELS,
  validateAssociationForm,
  type Association,
  type FieldIssue,
  type ManagerAssociationUpdateInput,
} from 'shared-contracts';
import { RichTextEditor } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

const TEXT_FIELDS = [
  'name',
  'contact_email',
  'email',
  'phone',
  'website',
  'address',
  'postal_code',
  'city',
  'siret',
  'siren',
  'rna',
  'ape_code',
  'manager_name',
  'manager_email',
  'manager_phone',
  'bank_name',
  'iban',
  'bic',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type AssociationFormValues = Record<TextField | 'description' | 'category', string>;

export function associationFormValues(association: Association): AssociationFormValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, association[field] ?? '']),
  ) as Record<TextField, string>;
  return {
    ...values,
    iban: association.iban ?? association.rib_iban ?? '',
    bic: association.bic ?? association.rib_bic ?? '',
    description: association.description ?? '',
    category: association.category,
  };
}

/** The full record the PUT sends; an emptied field is sent as null (cleared). */
function toInput(values: AssociationFormValues): ManagerAssociationUpdateInput {
  const input: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(values)) input[field] = value.trim() || null;
  return input as ManagerAssociationUpdateInput;
}

const INPUT_TYPES: Partial<Record<TextField, string>> = {
  contact_email: 'email',
  email: 'email',
  manager_email: 'email',
  phone: 'tel',
  manager_phone: 'tel',
  website: 'url',
};

export interface AssociationFormProps {
  association: Association;
  onSubmit: (input: ManagerAssociationUpdateInput) => Promise<unknown>;
  isSaving: boolean;
  /** 422 answers of the server, shown on their fields. */
  serverIssues?: FieldIssue[];
  onCancel: () => void;
  /** The documents area, between the fields and the buttons. */
  documents?: ReactNode;
}

/** Every field a manager may change, checked with the rules the API applies (spec section 5). */
/** A titled fieldset of the form. */
function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" style={{ minWidth: 0 }}>
      <Title order={2} size="h4" mb="sm" component="legend">
        {legend}
      </Title>
      {children}
    </Paper>
  );
}

export function AssociationForm({
  association,
  onSubmit,
  isSaving,
  serverIssues = [],
  onCancel,
  documents,
}: AssociationFormProps) {
  const [values, setValues] = useState(() => associationFormValues(association));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const labels = MANAGER_TEXTS.fields;
  const issues = Object.fromEntries(serverIssues.map((issue) => [issue.path, issue.message]));
  const errorOf = (field: string) => errors[field] ?? issues[field];

  const set = (field: keyof AssociationFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const input = (
    field: TextField,
    options: { required?: boolean; inputMode?: 'numeric'; autoComplete?: string } = {},
  ) => (
    <TextInput
      label={labels[field]}
      type={INPUT_TYPES[field] ?? 'text'}
      value={values[field]}
      onChange={(event) => set(field)(event.currentTarget.value)}
      onBlur={() =>
        setErrors((current) => ({
          ...current,
          [field]: validateAssociationForm({ [field]: values[field] })[field as never],
        }))
      }
      error={errorOf(field)}
      required={options.required}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete ?? 'off'}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAssociationForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await onSubmit(toInput(values));
  }

  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {association.tax_eligibility === 'verified' && (
          <Alert color="yellow" variant="light" title={MANAGER_TEXTS.eligibility.title}>
            {ASSOCIATION_RECEIPT_BLOCK_TEXTS.verifiedWarning}
          </Alert>
        )}
        <FormSection legend={MANAGER_TEXTS.generalInfo}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {input('name', { required: true })}
              <NativeSelect
                label={labels.category}
                value={values.category}
                onChange={(event) => set('category')(event.currentTarget.value)}
                data={CATEGORIES.map((category) => ({
                  value: category,
                  label: CATEGORY_LABELS[category],
                }))}
              />
              {input('contact_email', { required: true })}
              {input('email')}
              {input('phone')}
              {input('website')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {input('address')}
              {input('postal_code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
              {input('city')}
            </SimpleGrid>
            <Text size="xs" c="gray.7">
              {ASSOCIATION_RECEIPT_BLOCK_TEXTS.hint}
            </Text>
            <RichTextEditor
              label={labels.description}
              value={values.description}
              onChange={set('description')}
            />
          </Stack>
        </FormSection>
        <FormSection legend={MANAGER_TEXTS.legalInfo}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('siret')}
            {input('siren', { inputMode: 'numeric' })}
            {input('rna')}
            {input('ape_code')}
            {input('manager_name')}
            {input('manager_email')}
            {input('manager_phone')}
          </SimpleGrid>
        </FormSection>
        <FormSection legend={MANAGER_TEXTS.bankInfo}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {input('bank_name')}
            {input('iban')}
            {input('bic')}
          </SimpleGrid>
        </FormSection>
        {documents}
        {hasErrors && (
          <Alert color="red" variant="light" role="alert">
            {MANAGER_TEXTS.fixErrors}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {MANAGER_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {MANAGER_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
