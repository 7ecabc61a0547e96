import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  TAX_RECEIPT_RECAP_TEXTS as R,
  TAX_RECEIPT_STATUS_TEXTS,
  formatDate,
  formatEuros,
  type TaxReceipt,
} from 'shared-contracts';
import { DONOR_TEXTS } from '../../../config/texts';
import { Fact } from '../../../components/Fact';

const T = DONOR_TEXTS.taxReceipts;

export interface TaxReceiptCardProps {
  receipt: TaxReceipt;
  onDownload: (receipt: TaxReceipt) => void;
  isDownloading: boolean;
}

/**
 * One reçu fiscal: number, association, amount, date of the gift, status with its date, PDF. A
 * reçu récapitulatif (a regular gift's year) is named so, with its period and its charges.
 */
export function TaxReceiptCard({ receipt, onDownload, isDownloading }: TaxReceiptCardProps) {
  const isCancelled = receipt.status === 'cancelled';
  const recap = receipt.recap ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="donor-tax-receipt">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600} component="h4" m={0} size="md">
              {T.number(receipt.number)}
            </Text>
            {recap && (
              <Text size="sm" c="dimmed" data-testid="tax-receipt-recap">
                {R.label(receipt.year)}
              </Text>
            )}
          </Stack>
          <Badge
            color={isCancelled ? 'red' : 'teal'}
            variant="dot"
            data-testid="tax-receipt-status"
          >
            {isCancelled
              ? TAX_RECEIPT_STATUS_TEXTS.cancelled(formatDate(receipt.cancelled_at))
              : TAX_RECEIPT_STATUS_TEXTS.issued(formatDate(receipt.issued_at))}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} spacing="xs">
          <Fact label={T.association}>{receipt.association_name}</Fact>
          <Fact label={T.amount}>{formatEuros(receipt.amount)}</Fact>
          {recap ? (
            <Fact label={R.periodLabel}>
              {R.period(formatDate(recap.first_date), formatDate(recap.last_date))} ·{' '}
              {R.charges(recap.charges)}
            </Fact>
          ) : (
            <Fact label={T.giftDate}>{formatDate(receipt.gift_date)}</Fact>
          )}
          <Fact label={T.rate}>{T.ratePercent(receipt.rate)}</Fact>
        </SimpleGrid>
        <Button
          variant="light"
          w="fit-content"
          onClick={() => onDownload(receipt)}
          loading={isDownloading}
          aria-label={T.downloadLabel(receipt.number)}
        >
          {T.download}
        </Button>
      </Stack>
    </Paper>
  );
}
