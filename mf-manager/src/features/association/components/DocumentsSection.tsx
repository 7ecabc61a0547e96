import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  DOCUMENT_ACCEPT,
  formatDate,
  formatFileSize,
  validateDocumentFile,
  type AssociationDocument,
} from 'shared-contracts';
import { ConfirmDialog, PlainList } from 'shared-ui';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { useItemConfirmation, type ConfirmTexts } from '../../../components/use-item-confirmation';
import { MANAGER_TEXTS } from '../../../config/texts';

export interface DocumentsSectionProps {
  documents: AssociationDocument[];
  onUpload: (file: File) => Promise<unknown>;
  isUploading: boolean;
  onDelete: (document: AssociationDocument) => Promise<unknown>;
  isDeleting: boolean;
}

const DELETE_DOCUMENT: ConfirmTexts<AssociationDocument> = {
  title: MANAGER_TEXTS.deleteDocumentTitle,
  message: (document) => MANAGER_TEXTS.deleteDocumentMessage(document.name),
  confirmLabel: MANAGER_TEXTS.delete,
};

/**
 * The association's documents: upload (type and size checked here first, spec section 5), the
 * list with name, size and date, open in a new tab, delete after confirmation.
 */
export function DocumentsSection({
  documents,
  onUpload,
  isUploading,
  onDelete,
  isDeleting,
}: DocumentsSectionProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const deletion = useItemConfirmation(DELETE_DOCUMENT, onDelete, isDeleting);

  async function pick(file: File | null) {
    if (!file) return;
    const problem = validateDocumentFile(file);
    setFileError(problem);
    if (!problem) await onUpload(file);
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="documents-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="documents-title">
            {MANAGER_TEXTS.documentsTitle}
          </Title>
          <FileButton onChange={pick} accept={DOCUMENT_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" loading={isUploading}>
                {MANAGER_TEXTS.addDocument}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" c="gray.7">
          {MANAGER_TEXTS.documentsHint}
        </Text>
        {fileError && (
          <Alert color="red" variant="light" role="alert">
            {fileError}
          </Alert>
        )}
        <PlainList items={documents} empty={<Text size="sm">{MANAGER_TEXTS.noDocument}</Text>}>
          {(document) => (
            <PlainList.Row
              key={document.id}
              wrap="wrap"
              gap="xs"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Anchor
                  href={document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={MANAGER_TEXTS.openDocument(document.name)}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {document.name}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {[
                    formatFileSize(document.size),
                    MANAGER_TEXTS.uploadedOn(formatDate(document.uploaded_at)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <DeleteRowButton
                label={MANAGER_TEXTS.deleteDocument(document.name)}
                onClick={() => deletion.ask(document)}
              />
            </PlainList.Row>
          )}
        </PlainList>
      </Stack>
      <ConfirmDialog {...deletion.dialog} />
    </Paper>
  );
}
