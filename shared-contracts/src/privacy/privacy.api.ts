import type { ApiClient } from '../http/client';
import type { AccountErasureInput, DataExportFormat } from './privacy.schema';

/** GET /donor/data-export?format=json|csv: the donor's data as a file (a Bearer download). */
export function downloadDonorDataExport(
  client: ApiClient,
  format: DataExportFormat,
): Promise<Blob> {
  return client.get(`/donor/data-export?format=${format}`, { blob: true });
}

/** mes-donnees-2026-11-27.json */
export function dataExportFilename(format: DataExportFormat, now: Date = new Date()): string {
  return `mes-donnees-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * POST /donor/account/erase with the current password: the account is deleted (pseudonymised)
 * and every session of it ends. A wrong password is a 422 on `password`.
 */
export async function eraseDonorAccount(
  client: ApiClient,
  input: AccountErasureInput,
): Promise<void> {
  await client.post('/donor/account/erase', input);
}
