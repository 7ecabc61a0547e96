import type { ClientBase } from 'pg';

/**
 * What a backup must give back, read in one snapshot: the ledger's sums by kind, the donations
 * by payment status, the tax receipts, the documents and the stored files. Written into the
 * backup (backup.json) and read again after a restore, which must find the same.
 */
export interface BackupFigures {
  ledger: Record<string, { count: number; cents: number }>;
  donations: Record<string, { count: number; cents: number }>;
  taxReceipts: { count: number; cents: number };
  documents: number;
  uploads: { count: number; bytes: number };
}

/** One stored file as the uploads table records it. */
export interface RecordedUpload {
  key: string;
  contentType: string;
}

export async function readBackupFigures(client: ClientBase): Promise<BackupFigures> {
  const { rows } = await client.query<{ figures: BackupFigures }>(`
    select json_build_object(
      'ledger', (select coalesce(json_object_agg(kind, json_build_object('count', n, 'cents', cents)), '{}')
                 from (select kind, count(*)::int as n, sum(amount_cents)::bigint as cents
                       from ledger_entries group by kind) as by_kind),
      'donations', (select coalesce(json_object_agg(payment_status, json_build_object('count', n, 'cents', cents)), '{}')
                    from (select payment_status, count(*)::int as n, sum(amount_cents)::bigint as cents
                          from donations group by payment_status) as by_status),
      'taxReceipts', (select json_build_object('count', count(*)::int, 'cents', coalesce(sum(amount_cents), 0)::bigint)
                      from tax_receipts),
      'documents', (select count(*)::int from documents),
      'uploads', (select json_build_object('count', count(*)::int, 'bytes', coalesce(sum(size_bytes), 0)::bigint)
                  from uploads)
    ) as figures`);
  return normaliseFigures(rows[0]!.figures);
}

/** The stored files the database knows, in the same snapshot as the figures. */
export async function readRecordedUploads(client: ClientBase): Promise<RecordedUpload[]> {
  const { rows } = await client.query<{ key: string; content_type: string }>(
    'select storage_key as key, content_type from uploads order by storage_key',
  );
  return rows.map((row) => ({ key: row.key, contentType: row.content_type }));
}

/** Keys sorted and numbers as numbers, so two readings compare with a plain deep equality. */
export function normaliseFigures(figures: BackupFigures): BackupFigures {
  const sorted = (record: Record<string, { count: number; cents: number }>) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [
          key,
          { count: Number(record[key]!.count), cents: Number(record[key]!.cents) },
        ]),
    );
  return {
    ledger: sorted(figures.ledger),
    donations: sorted(figures.donations),
    taxReceipts: {
      count: Number(figures.taxReceipts.count),
      cents: Number(figures.taxReceipts.cents),
    },
    documents: Number(figures.documents),
    uploads: { count: Number(figures.uploads.count), bytes: Number(figures.uploads.bytes) },
  };
}
