import { Button, Stack } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { FORM_MESSAGES, LOADING_MESSAGES, type Association, ROUTES } from 'shared-contracts';
import { CallStates, ConfirmDialog, PageEmpty } from 'shared-ui';
import { FailureAlert } from '../../../components/FailureAlert';
import { TabHeader } from '../../../components/TabHeader';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminAssociations } from '../hooks/use-admin-associations';
import { useTaxReceiptCounts } from '../hooks/use-tax-eligibility-review';
import {
  moderationFailure,
  useDeleteAssociation,
  useReviewAssociation,
  type ModerationStatus,
} from '../hooks/use-association-actions';
import { AssociationsTable } from './AssociationsTable';

const T = ADMIN_TEXTS.associations;

// The edit screen's dialog, loaded when a rejection is asked for: not in the console's first visit.
const RejectDialog = lazy(() =>
  import('./RejectDialog').then((module) => ({ default: module.RejectDialog })),
);

/** Associations: the list, moderation of pending ones, create, edit and delete. */
export default function AssociationsTab() {
  const associations = useAdminAssociations();
  const { reload } = associations;
  const counts = useTaxReceiptCounts();
  const moderate = useReviewAssociation();
  const remove = useDeleteAssociation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Association | null>(null);

  /** Through the review, like the edit screen: the managers get the decision email. */
  const review = async (association: Association, status: ModerationStatus, reason?: string) => {
    setBusyId(association.id);
    setFailure(null);
    const saved = await moderate.run(association, status, reason);
    setBusyId(null);
    if (saved) reload();
    else setFailure(moderationFailure(status));
    return Boolean(saved);
  };

  // Rejecting asks for its reason first (the manager reads it), in the edit screen's dialog.
  const onModerate = (association: Association, status: ModerationStatus) => {
    if (status === 'rejected') setRejecting(association);
    else void review(association, status);
  };

  const deletion = useDeleteConfirmation<Association>({
    remove,
    onDeleted: reload,
    setFailure,
    failedText: FORM_MESSAGES.deleteFailed,
    title: T.deleteTitle,
    message: (association) => T.deleteMessage(association.name),
  });

  return (
    <Stack gap="md">
      <TabHeader title={T.title}>
        <Button component={Link} to={ROUTES.adminAssociationCreate.href()}>
          {T.create}
        </Button>
      </TabHeader>
      <FailureAlert failure={failure} />
      <CallStates
        call={associations}
        lines={6}
        errorMessage={LOADING_MESSAGES.associations}
        empty={<PageEmpty title={T.empty} description={T.emptyHint} />}
      >
        {(list) => (
          <AssociationsTable
            associations={list}
            receiptCounts={counts.data}
            onModerate={onModerate}
            onDelete={deletion.ask}
            busyId={busyId}
          />
        )}
      </CallStates>
      <ConfirmDialog {...deletion.dialog} />
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog
            opened
            isPending={busyId === rejecting.id}
            onClose={() => setRejecting(null)}
            onReject={async (reason) => {
              if (await review(rejecting, 'rejected', reason)) setRejecting(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
