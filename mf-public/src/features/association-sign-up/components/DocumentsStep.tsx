import { FileInput, Stack, Text } from '@mantine/core';
import { SIGN_UP_DOCUMENTS, SIGN_UP_DOCUMENT_ACCEPT, SIGN_UP_TEXTS } from 'shared-contracts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';

/** Step 3: the three documents a reviewer needs, one file each. */
export function DocumentsStep({ form }: { form: FormFields<SignUpValues> }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {SIGN_UP_TEXTS.hints.documents}
      </Text>
      {SIGN_UP_DOCUMENTS.map(({ field, label }) => (
        <FileInput
          key={field}
          label={label}
          placeholder={SIGN_UP_TEXTS.hints.choose}
          accept={SIGN_UP_DOCUMENT_ACCEPT}
          required
          clearable
          clearButtonProps={{ 'aria-label': SIGN_UP_TEXTS.hints.remove(label) }}
          data-testid={`sign-up-${field}`}
          {...form.field(field)}
          onChange={(file) => form.setValue(field, file)}
        />
      ))}
    </Stack>
  );
}
