import { useState } from 'react';
import {
  dataExportFilename,
  downloadDonorDataExport,
  eraseDonorAccount,
  fieldIssuesOf,
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

/**
 * POST /donor/account/erase with the password. True once the account is deleted; a wrong
 * password is given back under its field (the server's words).
 */
export function useAccountErasure() {
  const action = useApiAction(async (client, _signal, password: string) => {
    await eraseDonorAccount(client, { password });
    return true;
  });
  const passwordError = isApiError(action.error)
    ? fieldIssuesOf(action.error.body).find((issue) => issue.path === 'password')?.message
    : undefined;
  return {
    erase: async (password: string) => (await action.run(password)) === true,
    isPending: action.isPending,
    passwordError,
  };
}
