import { Box, Button, Text } from '@mantine/core';
import {
  categoryLabel,
  formatEuros,
  type Association,
  type TaxReceiptCounts,
  ROUTES,
} from 'shared-contracts';
import { DataTable, NameCell, StatusBadge, TaxEligibilityBadge } from 'shared-ui';
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
    <DataTable
      label={T.title}
      minWidth={920}
      rows={associations}
      rowTestId={(association) => `association-row-${association.id}`}
      columns={[
        {
          header: T.name,
          cell: (association) => (
            <NameCell name={association.name} detail={association.contact_email} />
          ),
        },
        { header: T.category, cell: (association) => categoryLabel(association.category) },
        {
          header: T.status,
          // max-content: the column does not shrink the badge into an ellipsis.
          cell: (association) => (
            <Box miw="max-content">
              <StatusBadge status={association.status} />
            </Box>
          ),
        },
        {
          header: T.raised,
          numeric: true,
          cell: (association) => formatEuros(association.raised_amount),
        },
        {
          header: T.taxReceipts,
          cell: (association) => (
            <ReceiptsCell association={association} counts={countsOf.get(association.id)} />
          ),
        },
        {
          header: T.actions,
          cell: (association) => (
            <AssociationActions
              association={association}
              onModerate={onModerate}
              onDelete={onDelete}
              isBusy={busyId === association.id}
            />
          ),
        },
      ]}
    />
  );
}

function ReceiptsCell({
  association,
  counts,
}: {
  association: Association;
  counts: TaxReceiptCounts | undefined;
}) {
  return (
    <>
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
    </>
  );
}

/** Edit and delete; approve and reject while the association is pending. */
function AssociationActions({
  association,
  onModerate,
  onDelete,
  isBusy,
}: Pick<AssociationsTableProps, 'onModerate' | 'onDelete'> & {
  association: Association;
  isBusy: boolean;
}) {
  return (
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
  );
}
