import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { DOCUMENT_ACCEPT } from 'shared-contracts';
import { MANAGER_TEXTS } from '../../../config/texts';

const T = MANAGER_TEXTS.eligibility;

/** The stored proof: a name when just chosen, only its URL when sent before. */
export type Proof = { url: string; name: string };

export interface TaxProofFieldProps {
  proof: Proof | null;
  onPick: (file: File | null) => void;
  isUploading: boolean;
  error?: string;
}

/** The rescrit or statutes of the declaration: pick a file, see what was sent. */
export function TaxProofField({ proof, onPick, isUploading, error }: TaxProofFieldProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="tax-proof-label">
        {T.proof}
      </Text>
      <Text size="xs" c="gray.7">
        {MANAGER_TEXTS.documentsHint}
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={onPick} accept={DOCUMENT_ACCEPT}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
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
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
