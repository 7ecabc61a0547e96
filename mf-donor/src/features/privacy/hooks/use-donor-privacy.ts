import { useState } from 'react';
import {
  dataExportFilename,
  downloadDonorDataExport,
  eraseDonorAccount,
  isApiError,
  type DataExportFormat,
} from 'shared-contracts';
import { saveFile, useApiAction } from 'shared-ui';

/**
 * GET /donor/data-export in the format asked, read through the API client (the token is a
 * Bearer header) and handed to the browser's save. A failure goes to the shell's toast.
 */
export function useDataExport() {
  const [format, setFormat] = useState<DataExportFormat | null>(null);
  const action = useApiAction(async (client, _signal, wanted: DataExportFormat) => {
    setFormat(wanted);
    try {
      saveFile(await downloadDonorDataExport(client, wanted), dataExportFilename(wanted));
    } finally {
      setFormat(null);
    }
    return wanted;
  });
  return { download: action.run, pendingFormat: action.isPending ? format : null };
}

/** What the deletion answered: done, or the server's refusal of the password (its words). */
export type ErasureOutcome = { isErased: true } | { isErased: false; passwordError: string };

/**
 * POST /donor/account/erase with the password. A wrong password is answered, not reported: the
 * dialog shows it once, under its field (no toast as well); any other failure goes to the shell.
 * Undefined when the call failed otherwise.
 */
export function useAccountErasure() {
  const action = useApiAction(
    async (client, _signal, password: string): Promise<ErasureOutcome> => {
      try {
        await eraseDonorAccount(client, { password });
        return { isErased: true };
      } catch (error) {
        const refusal = isApiError(error, 'validation_failed')
          ? error.fieldIssues.find((issue) => issue.path === 'password')?.message
          : undefined;
        if (refusal) return { isErased: false, passwordError: refusal };
        throw error;
      }
    },
  );
  return { erase: action.run, isPending: action.isPending };
}
