import { Button, Group } from '@mantine/core';
import type { DataExportFormat } from 'shared-contracts';
import { DONOR_TEXTS } from '../../../config/texts';
import { PrivacyPanel } from './PrivacyPanel';

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
    <PrivacyPanel titleId="donor-export-title" title={T.exportTitle} paragraphs={[T.exportText]}>
      <Group gap="sm">
        {button('json', T.exportJson)}
        {button('csv', T.exportCsv)}
      </Group>
    </PrivacyPanel>
  );
}
