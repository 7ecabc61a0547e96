import { Badge, Button, Table } from '@mantine/core';
import {
  TAX_RECEIPT_STATUS_TEXTS,
  formatDate,
  formatEuros,
  type TaxReceipt,
} from 'shared-contracts';
import { TableFrame } from 'shared-ui';
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
    <TableFrame label={T.title} minWidth={720} verticalSpacing="xs" highlightOnHover={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.columnNumber}</Table.Th>
          <Table.Th>{T.columnDate}</Table.Th>
          <Table.Th>{T.columnDonor}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{T.columnAmount}</Table.Th>
          <Table.Th>{T.columnStatus}</Table.Th>
          <Table.Th>{T.columnPdf}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {receipts.map((receipt) => (
          <Table.Tr key={receipt.id} data-testid={`tax-receipt-${receipt.number}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{receipt.number}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(receipt.gift_date)}</Table.Td>
            <Table.Td>{receipt.donor_name}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatEuros(receipt.amount)}
            </Table.Td>
            <Table.Td>
              <ReceiptStatus receipt={receipt} />
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                loading={downloadingId === receipt.id}
                onClick={() => onDownload(receipt)}
                aria-label={T.downloadOf(receipt.number)}
              >
                {T.download}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
