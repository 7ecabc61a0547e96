import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  DOCUMENT_ACCEPT,
  hasErrors,
  validateDocumentFile,
  validateForm,
  type Association,
  type FormErrors,
  type TaxEligibilityDeclarationInput,
} from 'shared-contracts';
import { TaxEligibilityHeader } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

const T = MANAGER_TEXTS.eligibility;

type Fields = Required<Omit<TaxEligibilityDeclarationInput, 'document_url'>>;

// The rules of the API's declaration schema, checked before sending.
const RULES = {
  purpose: { required: true, maxLength: 1000 },
  legal_status: { required: true, maxLength: 300 },
  signatory_name: { required: true, maxLength: 200 },
  signatory_title: { required: true, maxLength: 200 },
} as const;

export interface TaxEligibilitySectionProps {
  association: Association;
  /** Stores the proof; answers its URL and name, or undefined when it failed (reported). */
  onUploadProof: (file: File) => Promise<{ url: string; name: string } | undefined>;
  isUploading: boolean;
  /** Sends the declaration; answers true once saved. */
  onDeclare: (input: TaxEligibilityDeclarationInput) => Promise<boolean | undefined>;
  isDeclaring: boolean;
}

const NOTES = {
  none: null,
  declared: T.declaredNote,
  verified: T.verifiedNote,
  withdrawn: T.withdrawnNote,
} as const;

/**
 * The association's reçus fiscaux eligibility: its state (declared, verified at its rate,
 * withdrawn) and the declaration (purpose, status, signatory, rescrit or statutes).
 */
export function TaxEligibilitySection({
  association,
  onUploadProof,
  isUploading,
  onDeclare,
  isDeclaring,
}: TaxEligibilitySectionProps) {
  const eligibility = association.tax_eligibility ?? 'none';
  const hasDeclaration = eligibility === 'declared' || eligibility === 'verified';
  const [isEditing, setIsEditing] = useState(!hasDeclaration);
  const [fields, setFields] = useState<Fields>({
    purpose: association.tax_purpose ?? '',
    legal_status: association.tax_legal_status ?? '',
    signatory_name: association.signatory_name ?? '',
    signatory_title: association.signatory_title ?? '',
  });
  const [proof, setProof] = useState<{ url: string; name: string } | null>(
    association.tax_document_url ? { url: association.tax_document_url, name: '' } : null,
  );
  const [errors, setErrors] = useState<FormErrors<Fields & { proof: string }>>({});

  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  async function pick(file: File | null) {
    if (!file) return;
    const problem = validateDocumentFile(file);
    setErrors((current) => ({ ...current, proof: problem ?? undefined }));
    if (problem) return;
    const uploaded = await onUploadProof(file);
    if (uploaded) setProof(uploaded);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...validateForm(fields, RULES),
      ...(proof ? {} : { proof: T.proofMissing }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    const saved = await onDeclare({ ...fields, document_url: proof!.url });
    if (saved && hasDeclaration) setIsEditing(false);
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="tax-eligibility-title"
    >
      <Stack gap="sm">
        <TaxEligibilityHeader
          id="tax-eligibility-title"
          title={T.title}
          label={T.status}
          eligibility={eligibility}
          rate={association.tax_receipt_rate}
        />
        <Text size="sm" c="gray.7">
          {NOTES[eligibility] ?? T.intro}
        </Text>
        {!isEditing && (
          <Button variant="light" w="fit-content" onClick={() => setIsEditing(true)}>
            {T.update}
          </Button>
        )}
        {isEditing && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Textarea
                label={T.purpose}
                description={T.purposeHint}
                required
                autosize
                minRows={2}
                value={fields.purpose}
                onChange={(event) => set('purpose')(event.currentTarget.value)}
                error={errors.purpose}
              />
              <TextInput
                label={T.legalStatus}
                description={T.legalStatusHint}
                required
                value={fields.legal_status}
                onChange={(event) => set('legal_status')(event.currentTarget.value)}
                error={errors.legal_status}
              />
              <Group grow align="flex-start" wrap="wrap" gap="sm">
                <TextInput
                  label={T.signatoryName}
                  required
                  value={fields.signatory_name}
                  onChange={(event) => set('signatory_name')(event.currentTarget.value)}
                  error={errors.signatory_name}
                  miw={200}
                />
                <TextInput
                  label={T.signatoryTitle}
                  description={T.signatoryTitleHint}
                  required
                  value={fields.signatory_title}
                  onChange={(event) => set('signatory_title')(event.currentTarget.value)}
                  error={errors.signatory_title}
                  miw={200}
                />
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="tax-proof-label">
                  {T.proof}
                </Text>
                <Text size="xs" c="gray.7">
                  {MANAGER_TEXTS.documentsHint}
                </Text>
                <Group gap="sm" wrap="wrap">
                  <FileButton onChange={pick} accept={DOCUMENT_ACCEPT}>
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        loading={isUploading}
                        aria-describedby="tax-proof-label"
                      >
                        {proof ? T.replaceProof : T.chooseProof}
                      </Button>
                    )}
                  </FileButton>
                  {proof?.name && <Text size="sm">{T.proofChosen(proof.name)}</Text>}
                  {proof && !proof.name && (
                    <Anchor href={proof.url} target="_blank" rel="noopener" size="sm">
                      {T.proofSent}
                    </Anchor>
                  )}
                </Group>
                {errors.proof && (
                  <Alert color="red" variant="light" role="alert" p="xs">
                    {errors.proof}
                  </Alert>
                )}
              </Stack>
              <Group gap="sm">
                <Button type="submit" loading={isDeclaring} disabled={isUploading}>
                  {hasDeclaration ? T.update : T.declare}
                </Button>
                {hasDeclaration && (
                  <Button variant="subtle" onClick={() => setIsEditing(false)}>
                    {T.cancel}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
