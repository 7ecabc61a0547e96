import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  TAX_DECLARATION_CSV_TEXTS,
  formatEuros,
  type TaxReceipt,
  type TaxReceiptYearTotal,
} from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';
import {
  useDeclarationCsvDownload,
  useReceiptPdfDownload,
  useTaxReceipts,
} from '../hooks/use-tax-receipts';
import { TaxReceiptsTable } from './TaxReceiptsTable';

const T = MANAGER_TEXTS.receipts;

/** The years that have receipts, and the current one, newest first. */
function yearOptions(totals: TaxReceiptYearTotal[], current: number): string[] {
  const years = new Set([current, ...totals.map((total) => total.year)]);
  return [...years].sort((a, b) => b - a).map(String);
}

function YearTotal({ label, count, total }: { label: string; count: number; total: number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {T.countAndTotal(count, formatEuros(total))}
      </Text>
    </Paper>
  );
}

/**
 * 'Reçus fiscaux': the receipts of the chosen year, issued and cancelled, each PDF, the year's
 * totals and the yearly declaration (art. 222 bis) as CSV.
 */
export default function TaxReceiptsTab() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const { data, error, isLoading, reload } = useTaxReceipts(year);
  const pdf = useReceiptPdfDownload();
  const csv = useDeclarationCsvDownload();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [associationId, setAssociationId] = useState<string | undefined>(undefined);

  const onDownload = async (receipt: TaxReceipt) => {
    setDownloadingId(receipt.id);
    await pdf.run(receipt);
    setDownloadingId(null);
  };

  if (data === undefined && isLoading) return <PageLoading lines={6} />;
  if (data === undefined) return <PageError error={error} onRetry={reload} />;

  const total = data.totals.find((row) => row.year === year);
  // The declaration is one association's (art. 222 bis): chosen when the manager runs several.
  const declarant = data.associations.some((row) => row.id === associationId)
    ? associationId
    : data.associations[0]?.id;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {T.title}
      </Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <NativeSelect
          label={T.year}
          data={yearOptions(data.totals, new Date().getFullYear())}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          miw={140}
        />
        {data.associations.length > 1 && (
          <NativeSelect
            label={TAX_DECLARATION_CSV_TEXTS.associationLabel}
            data={data.associations.map((row) => ({ value: row.id, label: row.name }))}
            value={declarant}
            onChange={(event) => setAssociationId(event.currentTarget.value)}
            miw={220}
          />
        )}
        <Button
          variant="light"
          loading={csv.isPending}
          onClick={() => csv.run(year, declarant)}
          // The label wraps on a phone instead of being cut.
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {T.declarationCsv}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {T.declarationHint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy={isLoading}>
        <YearTotal
          label={T.issuedTotal}
          count={total?.issued_count ?? 0}
          total={total?.issued_total ?? 0}
        />
        <YearTotal
          label={T.cancelledTotal}
          count={total?.cancelled_count ?? 0}
          total={total?.cancelled_total ?? 0}
        />
      </SimpleGrid>
      {data.receipts.length === 0 ? (
        <PageEmpty title={T.empty(year)} description={T.emptyHint} />
      ) : (
        <>
          <Text size="sm" c="gray.7" role="status">
            {T.receiptCount(data.receipts.length)}
          </Text>
          <TaxReceiptsTable
            receipts={data.receipts}
            onDownload={onDownload}
            downloadingId={downloadingId}
          />
        </>
      )}
    </Stack>
  );
}
