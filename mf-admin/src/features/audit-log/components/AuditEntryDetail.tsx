import { Box, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, type AuditEntry } from 'shared-contracts';
import { AUDIT_LOG_TEXTS as T } from 'shared-contracts/src/audit/audit.texts';
import {
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
} from 'shared-contracts/src/audit/audit.texts';
import { actorLabel } from './audit-entry-text';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A recorded value as a person reads it: none, yes/no, a text, or the data as written. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return T.nothing;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 1);
}

function Value({ label, value }: { label: string; value: unknown }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A plain <pre>, not Mantine's Code: one component less in the shared Mantine copy. */}
      <Box
        component="pre"
        m={0}
        p="xs"
        bg="gray.0"
        fz="sm"
        ff="monospace"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 4 }}
      >
        {valueText(value)}
      </Box>
    </Box>
  );
}

/** One action in full: who, when, what, the reason, then each field before and after. */
export function AuditEntryDetail({ entry, onClose }: { entry?: AuditEntry; onClose: () => void }) {
  const before = asRecord(entry?.before);
  const after = asRecord(entry?.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <Modal opened={entry !== undefined} onClose={onClose} title={T.detailTitle} size="lg">
      {entry && (
        <Stack gap="sm" data-testid="audit-entry-detail">
          <Text fw={600}>{auditActionLabel(entry.action)}</Text>
          <Text size="sm">
            {formatDateTime(entry.occurred_at)} · {actorLabel(entry)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {auditEntityLabel(entry.entity_type)} {entry.entity_id}
          </Text>
          {entry.reason && (
            <Text size="sm">
              {T.reason} : {entry.reason}
            </Text>
          )}
          {fields.map((field) => (
            <Paper
              key={field}
              withBorder
              p="xs"
              component="section"
              aria-label={auditFieldLabel(field)}
            >
              <Text size="sm" fw={600} mb={4}>
                {auditFieldLabel(field)}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Value label={T.before} value={before[field]} />
                <Value label={T.after} value={after[field]} />
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
