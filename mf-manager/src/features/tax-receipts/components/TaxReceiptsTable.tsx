import { Badge, Button, Text } from '@mantine/core';
import { formatDate, formatEuros, type TaxReceipt } from 'shared-contracts';
import { receiptStatusLine, recapLines } from 'shared-contracts/src/tax-receipt/tax-receipt-lines';
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
  return (
    <Badge color={receipt.status === 'cancelled' ? 'red' : 'teal'} variant="dot">
      {receiptStatusLine(receipt)}
    </Badge>
  );
}

/** A cell's value, and a smaller line under it when there is one. */
function WithNote({ value, note }: { value: string; note?: string }) {
  return (
    <>
      {value}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </>
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
          cell: (receipt) => <WithNote value={receipt.number} note={recapLines(receipt)?.label} />,
        },
        {
          header: T.columnDate,
          noWrap: true,
          // A reçu récapitulatif: the period of its charges, and how many.
          cell: (receipt) => {
            const recap = recapLines(receipt);
            if (!recap) return formatDate(receipt.gift_date);
            return <WithNote value={recap.period} note={recap.charges} />;
          },
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
