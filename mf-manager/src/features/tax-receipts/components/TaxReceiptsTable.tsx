import { Badge, Button, Text } from '@mantine/core';
import {
  TAX_RECEIPT_RECAP_TEXTS as R,
  TAX_RECEIPT_STATUS_TEXTS,
  formatDate,
  formatEuros,
  type TaxReceipt,
} from 'shared-contracts';
import { DataTable } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

const T = MANAGER_TEXTS.receipts;
export interface TaxReceiptsTableProps {
  receipts: TaxReceipt[];
  /** Saves one receipt's PDF. */
  onDownload: (receipt: TaxReceipt) => void;
  /** The receipt whose PDF is being fetched. */
  downloadingId?: string | null;
}

/** A receipt's status with its date: issued, or cancelled (a cancelled receipt stays listed). */
function ReceiptStatus({ receipt }: { receipt: TaxReceipt }) {
  if (receipt.status === 'cancelled')
    return (
      <Badge color="red" variant="dot">
        {TAX_RECEIPT_STATUS_TEXTS.cancelled(formatDate(receipt.cancelled_at))}
      </Badge>
    );
  return (
    <Badge color="teal" variant="dot">
      {TAX_RECEIPT_STATUS_TEXTS.issued(formatDate(receipt.issued_at))}
    </Badge>
  );
}

/** Number, date, donor, amount, status and the PDF of each receipt, newest first. */
export function TaxReceiptsTable({ receipts, onDownload, downloadingId }: TaxReceiptsTableProps) {
  return (
    <DataTable
      label={T.title}
      minWidth={720}
      isCompact
      rows={receipts}
      rowTestId={(receipt) => `tax-receipt-${receipt.number}`}
      columns={[
        {
          header: T.columnNumber,
          noWrap: true,
          cell: (receipt) =>
            receipt.recap ? (
              <>
                {receipt.number}
                <Text size="xs" c="dimmed">
                  {R.label(receipt.year)}
                </Text>
              </>
            ) : (
              receipt.number
            ),
        },
        {
          header: T.columnDate,
          noWrap: true,
          // A reçu récapitulatif: the period of its charges, and how many.
          cell: (receipt) =>
            receipt.recap ? (
              <>
                {R.period(
                  formatDate(receipt.recap.first_date),
                  formatDate(receipt.recap.last_date),
                )}
                <Text size="xs" c="dimmed">
                  {R.charges(receipt.recap.charges)}
                </Text>
              </>
            ) : (
              formatDate(receipt.gift_date)
            ),
        },
        { header: T.columnDonor, cell: (receipt) => receipt.donor_name },
        {
          header: T.columnAmount,
          numeric: true,
          noWrap: true,
          cell: (receipt) => formatEuros(receipt.amount),
        },
        { header: T.columnStatus, cell: (receipt) => <ReceiptStatus receipt={receipt} /> },
        {
          header: T.columnPdf,
          cell: (receipt) => (
            <Button
              size="xs"
              variant="light"
              loading={downloadingId === receipt.id}
              onClick={() => onDownload(receipt)}
              aria-label={T.downloadOf(receipt.number)}
            >
              {T.download}
            </Button>
          ),
        },
      ]}
    />
  );
}
