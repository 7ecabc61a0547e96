import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { formatFileSize, type Association } from 'shared-contracts';
import { REVIEW_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';

/** The documents the association sent (statuts, RIB, identity...), each a download link. */
export function ReviewDocuments({ association }: { association: Association }) {
  const documents = association.documents ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-documents">
      <Title order={2} size="h4" id="review-documents" mb="sm">
        {REVIEW_TEXTS.documentsTitle}
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="gray.7">
          {REVIEW_TEXTS.noDocuments}
        </Text>
      ) : (
        <List spacing="xs" size="sm" data-testid="review-documents">
          {documents.map((document) => (
            <List.Item key={document.id}>
              <Anchor
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={REVIEW_TEXTS.download(document.name)}
              >
                {document.name}
              </Anchor>
              {document.size ? (
                <Text span size="xs" c="gray.7">
                  {' '}
                  ({formatFileSize(document.size)})
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
