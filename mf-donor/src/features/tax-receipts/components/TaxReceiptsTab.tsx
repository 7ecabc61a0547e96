import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  TAX_RETURN_BOX_TEXTS,
  eurosToCents,
  formatEuros,
  taxReturnBoxes,
  type TaxReceipt,
} from 'shared-contracts';
import { CallStates, PageEmpty, TitledSection } from 'shared-ui';
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
 * What the donor copies into the tax return for a year (issue 26): the 75 % gifts in box 7UD,
 * the 66 % ones in box 7UF, cancelled receipts left out (taxReturnBoxes).
 */
function TaxReturnBoxes({ year, receipts }: { year: number; receipts: TaxReceipt[] }) {
  const boxes = taxReturnBoxes(
    receipts.map((receipt) => ({
      amountCents: eurosToCents(receipt.amount),
      ratePercent: receipt.rate,
      status: receipt.status,
    })),
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`tax-return-boxes-${year}`}>
      <Text fw={600} size="sm">
        {TAX_RETURN_BOX_TEXTS.title(year)}
      </Text>
      <Stack gap={2} mt={4} component="dl" m={0}>
        {(
          [
            [TAX_RETURN_BOX_TEXTS.box7UD, boxes.box7UD],
            [TAX_RETURN_BOX_TEXTS.box7UF, boxes.box7UF],
          ] as const
        ).map(([label, cents]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={700} m={0} style={{ whiteSpace: 'nowrap' }}>
              {formatEuros(cents / 100)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={4}>
        {TAX_RETURN_BOX_TEXTS.note}
      </Text>
    </Paper>
  );
}

/**
 * 'Reçus fiscaux': each receipt with its PDF, and for a year with several gifts the yearly
 * summary (every receipt of the calendar year in one PDF).
 */
export function TaxReceiptsTab() {
  const receiptsCall = useDonorTaxReceipts();
  const { downloadReceipt, downloadSummary } = useTaxReceiptDownloads();
  // The download under way, so only its button turns busy.
  const [busy, setBusy] = useState<string | null>(null);
  const track = async (key: string, download: () => Promise<unknown>) => {
    setBusy(key);
    await download();
    setBusy((current) => (current === key ? null : current));
  };

  const yearSection = ([year, receipts]: [number, TaxReceipt[]]) => (
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
      <TaxReturnBoxes year={year} receipts={receipts} />
      {receipts.map((receipt) => (
        <TaxReceiptCard
          key={receipt.id}
          receipt={receipt}
          isDownloading={busy === receipt.id}
          onDownload={(target) => void track(target.id, () => downloadReceipt(target))}
        />
      ))}
    </Stack>
  );

  return (
    <TitledSection titleId="donor-tax-receipts-title" title={T.title} titleSize="h3" gap="md">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <CallStates
        call={receiptsCall}
        lines={5}
        errorMessage={T.loadError}
        empty={<PageEmpty title={T.empty} description={T.emptyHint} />}
      >
        {(receipts) => byYear(receipts).map(yearSection)}
      </CallStates>
    </TitledSection>
  );
}
