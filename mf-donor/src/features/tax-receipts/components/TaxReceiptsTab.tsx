import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TaxReceipt } from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { useDonorTaxReceipts, useTaxReceiptDownloads } from '../hooks/use-donor-tax-receipts';
import { TaxReceiptCard } from './TaxReceiptCard';

const T = DONOR_TEXTS.taxReceipts;

/** The receipts by calendar year, newest first (the server's order within a year). */
function byYear(receipts: readonly TaxReceipt[]): [number, TaxReceipt[]][] {
  const years = new Map<number, TaxReceipt[]>();
  for (const receipt of receipts)
    years.set(receipt.year, [...(years.get(receipt.year) ?? []), receipt]);
  return [...years.entries()].sort(([a], [b]) => b - a);
}

/**
 * 'Reçus fiscaux': each receipt with its PDF, and for a year with several gifts the yearly
 * summary (every receipt of the calendar year in one PDF).
 */
export function TaxReceiptsTab() {
  const { data, error, isLoading, reload } = useDonorTaxReceipts();
  const { downloadReceipt, downloadSummary } = useTaxReceiptDownloads();
  // The download under way, so only its button turns busy.
  const [busy, setBusy] = useState<string | null>(null);
  const track = async (key: string, download: () => Promise<unknown>) => {
    setBusy(key);
    await download();
    setBusy((current) => (current === key ? null : current));
  };

  let body;
  if (isLoading && !data) body = <PageLoading lines={5} />;
  else if (!data) body = <PageError error={error} message={T.loadError} onRetry={reload} />;
  else if (data.length === 0) body = <PageEmpty title={T.empty} description={T.emptyHint} />;
  else
    body = byYear(data).map(([year, receipts]) => (
      <Stack
        key={year}
        gap="sm"
        component="section"
        aria-labelledby={`tax-receipts-${year}`}
        data-testid={`tax-receipts-${year}`}
      >
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={`tax-receipts-${year}`}>
            {T.year(year)}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              ({T.yearCount(receipts.length)})
            </Text>
          </Title>
          {receipts.length > 1 && (
            <Button
              variant="default"
              size="sm"
              loading={busy === `summary-${year}`}
              onClick={() => void track(`summary-${year}`, () => downloadSummary(year))}
            >
              {T.summary(year)}
            </Button>
          )}
        </Group>
        {receipts.map((receipt) => (
          <TaxReceiptCard
            key={receipt.id}
            receipt={receipt}
            isDownloading={busy === receipt.id}
            onDownload={(target) => void track(target.id, () => downloadReceipt(target))}
          />
        ))}
      </Stack>
    ));

  return (
    <Stack gap="md" component="section" aria-labelledby="donor-tax-receipts-title">
      <Title order={2} size="h3" id="donor-tax-receipts-title">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      {body}
    </Stack>
  );
}
