import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { SIGN_UP_DOCUMENTS, SIGN_UP_DOCUMENT_ACCEPT } from 'shared-contracts';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';

type DocumentField = (typeof SIGN_UP_DOCUMENTS)[number]['field'];

/**
 * One document: the browser's own file picker inside Mantine's label and error frame. Why not
 * Mantine's FileInput: it brings Mantine's Combobox-era input parts into the shared copy every
 * first visit loads, for one page (docs/decisions/0001-first-visit-weight.md).
 */
function DocumentPicker({
  form,
  field,
  label,
}: {
  form: FormFields<SignUpValues>;
  field: DocumentField;
  label: string;
}) {
  const id = `sign-up-${field}`;
  const file = form.values[field];
  const error = form.errors[field];
  return (
    <Input.Wrapper label={label} required error={error} labelProps={{ htmlFor: id }}>
      <Group gap="sm" wrap="wrap" mt={4}>
        {/* A new key after 'Retirer' empties the browser's own picker too. */}
        <input
          key={file ? 'chosen' : 'empty'}
          id={id}
          data-testid={id}
          type="file"
          accept={SIGN_UP_DOCUMENT_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          onChange={(event) => form.setValue(field, event.currentTarget.files?.[0] ?? null)}
          style={{ maxWidth: '100%' }}
        />
        {file && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => form.setValue(field, null)}
            aria-label={SIGN_UP_TEXTS.hints.remove(label)}
          >
            {SIGN_UP_TEXTS.hints.removeShort}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}

/** Step 3: the three documents a reviewer needs, one file each. */
export function DocumentsStep({ form }: { form: FormFields<SignUpValues> }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {SIGN_UP_TEXTS.hints.documents}
      </Text>
      {SIGN_UP_DOCUMENTS.map(({ field, label }) => (
        <DocumentPicker key={field} form={form} field={field} label={label} />
      ))}
    </Stack>
  );
}
