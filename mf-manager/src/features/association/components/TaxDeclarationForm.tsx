import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  validateDocumentFile,
  validateForm,
  type Association,
  type TaxEligibilityDeclarationInput,
} from 'shared-contracts';
import { useFormFields, type FieldErrors } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';
import { TaxProofField, type Proof } from './TaxProofField';

const T = MANAGER_TEXTS.eligibility;

type Values = Required<Omit<TaxEligibilityDeclarationInput, 'document_url'>> & {
  proof: Proof | null;
};

// The rules of the API's declaration schema, checked before sending; the proof is required.
const RULES = {
  purpose: { required: true, maxLength: 1000 },
  legal_status: { required: true, maxLength: 300 },
  signatory_name: { required: true, maxLength: 200 },
  signatory_title: { required: true, maxLength: 200 },
} as const;
const validate = (values: Values): FieldErrors<Values> => ({
  ...validateForm(values, RULES),
  ...(values.proof ? {} : { proof: T.proofMissing }),
});

export interface TaxDeclarationFormProps {
  association: Association;
  /** Stores the proof; answers its URL and name, or undefined when it failed (reported). */
  onUploadProof: (file: File) => Promise<Proof | undefined>;
  isUploading: boolean;
  onDeclare: (input: TaxEligibilityDeclarationInput) => Promise<unknown>;
  isDeclaring: boolean;
  /** Closes the form; only when a declaration already exists. */
  onCancel?: () => void;
}

/** The reçus fiscaux declaration: purpose, legal status, signatory, rescrit or statutes. */
export function TaxDeclarationForm(props: TaxDeclarationFormProps) {
  const { association, isUploading } = props;
  const form = useFormFields<Values>(
    () => ({
      purpose: association.tax_purpose ?? '',
      legal_status: association.tax_legal_status ?? '',
      signatory_name: association.signatory_name ?? '',
      signatory_title: association.signatory_title ?? '',
      proof: association.tax_document_url ? { url: association.tax_document_url, name: '' } : null,
    }),
    { validate },
  );
  const { proof } = form.values;

  async function pick(file: File | null) {
    if (!file) return;
    const problem = validateDocumentFile(file);
    if (problem) return form.setErrors({ ...form.errors, proof: problem });
    const uploaded = await props.onUploadProof(file);
    if (uploaded) form.setValue('proof', uploaded);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { proof: chosen, ...fields } = form.values;
    if (form.validate() && chosen) await props.onDeclare({ ...fields, document_url: chosen.url });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={T.purpose}
          description={T.purposeHint}
          required
          autosize
          minRows={2}
          {...form.field('purpose')}
        />
        <TextInput
          label={T.legalStatus}
          description={T.legalStatusHint}
          required
          {...form.field('legal_status')}
        />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={T.signatoryName} required miw={200} {...form.field('signatory_name')} />
          <TextInput
            label={T.signatoryTitle}
            description={T.signatoryTitleHint}
            required
            miw={200}
            {...form.field('signatory_title')}
          />
        </Group>
        <TaxProofField
          proof={proof}
          onPick={pick}
          isUploading={isUploading}
          error={form.errors.proof}
        />
        <Group gap="sm">
          <Button type="submit" loading={props.isDeclaring} disabled={isUploading}>
            {props.onCancel ? T.update : T.declare}
          </Button>
          {props.onCancel && (
            <Button variant="subtle" onClick={props.onCancel}>
              {T.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
