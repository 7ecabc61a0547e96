import { useCallback, useState } from 'react';
import type { Donation } from 'shared-contracts';
import { saveFile } from 'shared-ui';

/**
 * Saves rows as a CSV file. The CSV writer loads on the first export, so the dashboard does not
 * carry it for managers who never export.
 */
export function useCsvExport() {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = useCallback(async (donations: readonly Donation[]) => {
    setIsExporting(true);
    try {
      const { donationsCsv, donationsCsvFilename } = await import('../donations-csv');
      const blob = new Blob([donationsCsv(donations)], { type: 'text/csv;charset=utf-8' });
      saveFile(blob, donationsCsvFilename());
    } finally {
      setIsExporting(false);
    }
  }, []);
  return { exportCsv, isExporting };
}
