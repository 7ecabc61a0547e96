import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { useMyAssociation } from '../hooks/use-my-association';
import { useTaxEligibility } from '../hooks/use-tax-eligibility';
import { AssociationDetails } from './AssociationDetails';
import { AssociationDocuments } from './AssociationDocuments';
import { TaxEligibilitySection } from './TaxEligibilitySection';

/** 'Mon association': the record, 'Modifier', the documents and the reçus fiscaux eligibility. */
export default function AssociationTab() {
  const { data: association, error, isLoading, reload } = useMyAssociation();
  const { uploadProof, declare } = useTaxEligibility(reload);

  if (association === undefined && isLoading) return <PageLoading lines={8} />;
  if (association === undefined && error) return <PageError error={error} onRetry={reload} />;
  if (!association) return <PageEmpty title={NAV_TEXTS.noAssociationInfo} />;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={ROUTES.managerAssociationEdit.href()}>
          {NAV_TEXTS.edit}
        </Button>
      </Group>
      <AssociationDetails association={association} />
      <AssociationDocuments documents={association.documents} onChanged={reload} />
      <TaxEligibilitySection
        key={`${association.tax_eligibility}-${association.tax_receipt_rate}`}
        association={association}
        onUploadProof={uploadProof.run}
        isUploading={uploadProof.isPending}
        onDeclare={declare.run}
        isDeclaring={declare.isPending}
      />
    </Stack>
  );
}
