import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DataExportFormat } from 'shared-contracts';
import { DONOR_TEXTS } from '../../../config/texts';

const T = DONOR_TEXTS.privacy;

export interface DataExportPanelProps {
  /** The format being downloaded; null when none. */
  pendingFormat: DataExportFormat | null;
  onDownload: (format: DataExportFormat) => void;
}

/** 'Télécharger mes données': the same data as JSON (for another service) or CSV (a spreadsheet). */
export function DataExportPanel({ pendingFormat, onDownload }: DataExportPanelProps) {
  const button = (format: DataExportFormat, label: string) => (
    <Button
      variant="light"
      onClick={() => onDownload(format)}
      loading={pendingFormat === format}
      disabled={pendingFormat !== null && pendingFormat !== format}
    >
      {label}
    </Button>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="donor-export-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="donor-export-title">
          {T.exportTitle}
        </Title>
        <Text size="sm">{T.exportText}</Text>
        <Group gap="sm">
          {button('json', T.exportJson)}
          {button('csv', T.exportCsv)}
        </Group>
      </Stack>
    </Paper>
  );
}
