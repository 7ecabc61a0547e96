import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  TAX_RECEIPT_RECAP_TEXTS as R,
  formatDate,
  formatEuros,
  type TaxReceipt,
} from 'shared-contracts';
import { receiptStatusLine, recapLines } from 'shared-contracts/src/tax-receipt/tax-receipt-lines';
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
  const recap = recapLines(receipt);
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
                {recap.label}
              </Text>
            )}
          </Stack>
          <Badge
            color={isCancelled ? 'red' : 'teal'}
            variant="dot"
            data-testid="tax-receipt-status"
          >
            {receiptStatusLine(receipt)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} spacing="xs">
          <Fact label={T.association}>{receipt.association_name}</Fact>
          <Fact label={T.amount}>{formatEuros(receipt.amount)}</Fact>
          {recap ? (
            <Fact label={R.periodLabel}>
              {recap.period} · {recap.charges}
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
