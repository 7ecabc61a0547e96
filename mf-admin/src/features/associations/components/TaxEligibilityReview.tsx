import { Alert, Anchor, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  ASSOCIATION_RECEIPT_BLOCK_TEXTS as B,
  TAX_RATES,
  formatSirenOrRna,
  missingReceiptFacts,
  TAX_RATE_LABELS,
  type Association,
  type TaxEligibilityReviewInput,
  type TaxRate,
} from 'shared-contracts';
import { ConfirmDialog, TaxEligibilityPanel } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

const T = ADMIN_TEXTS.taxEligibility;

export interface TaxEligibilityReviewProps {
  association: Association;
  /** Sends the decision; answers once saved (undefined when it failed, already reported). */
  onReview: (input: TaxEligibilityReviewInput) => Promise<unknown>;
  isPending: boolean;
}

/** One declared fact: 'Objet : ...'. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="sm">
        {`${label} : `}
      </Text>
      {children || T.notProvided}
    </Text>
  );
}

const isDeclared = (association: Association) =>
  Boolean(
    association.tax_purpose &&
    association.tax_legal_status &&
    association.signatory_name &&
    association.signatory_title,
  );

/**
 * The super admin's review of an association's reçus fiscaux eligibility: what it declared
 * (purpose, status, signatory, rescrit or statutes), then verify at 66 % or 75 %, or withdraw,
 * each after a confirmation.
 */
export function TaxEligibilityReview({
  association,
  onReview,
  isPending,
}: TaxEligibilityReviewProps) {
  const eligibility = association.tax_eligibility ?? 'none';
  const [rate, setRate] = useState<TaxRate>(
    (association.tax_receipt_rate as TaxRate | null | undefined) ?? 66,
  );
  const [asking, setAsking] = useState<'verified' | 'withdrawn' | null>(null);
  const declared = isDeclared(association);
  // What the receipts would lack (Cerfa 11580*05's block, the declaration, the proof): the API
  // refuses the verification the same way; the button stays off and the list says why.
  const missing = missingReceiptFacts(association);
  const postalLine = [association.postal_code, association.city].filter(Boolean).join(' ');

  const confirm = async () => {
    if (!asking) return;
    await onReview(
      asking === 'verified' ? { decision: 'verified', rate } : { decision: 'withdrawn' },
    );
    setAsking(null);
  };

  return (
    <TaxEligibilityPanel id="tax-review-title" texts={T} association={association}>
      {declared ? (
        <Stack gap={4}>
          <Fact label={B.identifier}>{formatSirenOrRna(association.siren, association.rna)}</Fact>
          <Fact label={B.address}>
            {association.address && postalLine
              ? `${association.address}, ${postalLine}`
              : association.address || postalLine}
          </Fact>
          <Fact label={T.purpose}>{association.tax_purpose}</Fact>
          <Fact label={T.legalStatus}>{association.tax_legal_status}</Fact>
          <Fact label={T.signatory}>
            {`${association.signatory_name}, ${association.signatory_title}`}
          </Fact>
          <Fact label={T.proof}>
            {association.tax_document_url && (
              <Anchor href={association.tax_document_url} target="_blank" rel="noopener" size="sm">
                {T.openProof}
              </Anchor>
            )}
          </Fact>
        </Stack>
      ) : (
        <Text size="sm">{T.noDeclaration}</Text>
      )}
      {declared && missing.length > 0 && (
        <Alert color="yellow" variant="light" title={B.missingTitle}>
          <Text size="sm">{B.missingIntro}</Text>
          <List size="sm" mt={4}>
            {missing.map((fact) => (
              <List.Item key={fact}>{B.missingLabel(fact)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {declared && (
        <Radio.Group
          label={T.rate}
          value={String(rate)}
          onChange={(value) => setRate(Number(value) as TaxRate)}
        >
          <Group gap="lg" mt={4}>
            {TAX_RATES.map((value) => (
              <Radio key={value} value={String(value)} label={TAX_RATE_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Group gap="sm">
        {declared && (
          <Button
            color="teal"
            disabled={isPending || missing.length > 0}
            onClick={() => setAsking('verified')}
          >
            {T.verify}
          </Button>
        )}
        {(eligibility === 'verified' || eligibility === 'declared') && (
          <Button
            color="red"
            variant="light"
            disabled={isPending}
            onClick={() => setAsking('withdrawn')}
          >
            {T.withdraw}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'verified' ? T.verifyTitle : T.withdrawTitle}
        message={
          asking === 'verified'
            ? T.verifyMessage(association.name, TAX_RATE_LABELS[rate])
            : T.withdrawMessage(association.name)
        }
        confirmLabel={asking === 'verified' ? T.verify : T.withdraw}
        color={asking === 'verified' ? 'teal' : 'red'}
        isPending={isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </TaxEligibilityPanel>
  );
}
