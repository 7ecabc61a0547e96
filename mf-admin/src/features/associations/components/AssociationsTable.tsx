import { Box, Button, Table, Text } from '@mantine/core';
import {
  categoryLabel,
  formatEuros,
  type Association,
  type TaxReceiptCounts,
  ROUTES,
} from 'shared-contracts';
import { StatusBadge, TableFrame, TaxEligibilityBadge } from 'shared-ui';
import { RowActions } from '../../../components/RowActions';
import { ADMIN_TEXTS } from '../../../config/texts';
import type { ModerationStatus } from '../hooks/use-association-actions';

const T = ADMIN_TEXTS.associations;

export interface AssociationsTableProps {
  associations: Association[];
  /** Each association's reçus fiscaux (eligibility, issued and cancelled); absent while loading. */
  receiptCounts?: TaxReceiptCounts[];
  /** Approve or reject a pending association. */
  onModerate: (association: Association, status: ModerationStatus) => void;
  onDelete: (association: Association) => void;
  /** The association whose action is running: its buttons wait. */
  busyId?: string | null;
}

/** Every association with its status; approve and reject only on pending rows (spec 4). */
export function AssociationsTable({
  associations,
  receiptCounts,
  onModerate,
  onDelete,
  busyId,
}: AssociationsTableProps) {
  const countsOf = new Map(receiptCounts?.map((row) => [row.association_id, row]));
  return (
    <TableFrame label={T.title} minWidth={920}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.name}</Table.Th>
          <Table.Th>{T.category}</Table.Th>
          <Table.Th>{T.status}</Table.Th>
          <Table.Th ta="right">{T.raised}</Table.Th>
          <Table.Th>{T.taxReceipts}</Table.Th>
          <Table.Th>{T.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {associations.map((association) => {
          const isBusy = busyId === association.id;
          const counts = countsOf.get(association.id);
          return (
            <Table.Tr key={association.id} data-testid={`association-row-${association.id}`}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {association.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {association.contact_email}
                </Text>
              </Table.Td>
              <Table.Td>{categoryLabel(association.category)}</Table.Td>
              <Table.Td>
                {/* max-content: the column does not shrink the badge into an ellipsis. */}
                <Box miw="max-content">
                  <StatusBadge status={association.status} />
                </Box>
              </Table.Td>
              <Table.Td ta="right">{formatEuros(association.raised_amount)}</Table.Td>
              <Table.Td>
                <Box miw="max-content">
                  <TaxEligibilityBadge
                    eligibility={counts?.tax_eligibility ?? association.tax_eligibility}
                    rate={counts ? counts.tax_rate : association.tax_receipt_rate}
                  />
                </Box>
                {counts && (
                  <Text size="xs" c="gray.7" mt={4} style={{ whiteSpace: 'nowrap' }}>
                    {T.receiptCounts(counts.issued_count, counts.cancelled_count)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  name={association.name}
                  editHref={ROUTES.adminAssociationEdit.href({ associationId: association.id })}
                  onDelete={() => onDelete(association)}
                  isBusy={isBusy}
                >
                  {association.status === 'pending' && (
                    <>
                      <Button
                        size="xs"
                        color="teal"
                        loading={isBusy}
                        onClick={() => onModerate(association, 'approved')}
                        aria-label={`${T.approve} ${association.name}`}
                      >
                        {T.approve}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={isBusy}
                        onClick={() => onModerate(association, 'rejected')}
                        aria-label={`${T.reject} ${association.name}`}
                      >
                        {T.reject}
                      </Button>
                    </>
                  )}
                </RowActions>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </TableFrame>
  );
}
