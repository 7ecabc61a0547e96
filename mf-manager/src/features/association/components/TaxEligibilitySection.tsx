import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { Association, TaxEligibilityDeclarationInput } from 'shared-contracts';
import { TaxEligibilityPanel } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';
import { TaxDeclarationForm } from './TaxDeclarationForm';

const T = MANAGER_TEXTS.eligibility;

export interface TaxEligibilitySectionProps {
  association: Association;
  /** Stores the proof; answers its URL and name, or undefined when it failed (reported). */
  onUploadProof: (file: File) => Promise<{ url: string; name: string } | undefined>;
  isUploading: boolean;
  /** Sends the declaration; answers true once saved. */
  onDeclare: (input: TaxEligibilityDeclarationInput) => Promise<boolean | undefined>;
  isDeclaring: boolean;
}

const NOTES = {
  none: null,
  declared: T.declaredNote,
  verified: T.verifiedNote,
  withdrawn: T.withdrawnNote,
} as const;

/**
 * The association's reçus fiscaux eligibility: its state (declared, verified at its rate,
 * withdrawn) and the declaration (purpose, status, signatory, rescrit or statutes).
 */
export function TaxEligibilitySection({
  association,
  onUploadProof,
  isUploading,
  onDeclare,
  isDeclaring,
}: TaxEligibilitySectionProps) {
  const eligibility = association.tax_eligibility ?? 'none';
  const hasDeclaration = eligibility === 'declared' || eligibility === 'verified';
  const [isEditing, setIsEditing] = useState(!hasDeclaration);

  return (
    <TaxEligibilityPanel id="tax-eligibility-title" texts={T} association={association}>
      <Text size="sm" c="gray.7">
        {NOTES[eligibility] ?? T.intro}
      </Text>
      {!isEditing && (
        <Button variant="light" w="fit-content" onClick={() => setIsEditing(true)}>
          {T.update}
        </Button>
      )}
      {isEditing && (
        <TaxDeclarationForm
          association={association}
          onUploadProof={onUploadProof}
          isUploading={isUploading}
          onDeclare={async (input) => {
            const saved = await onDeclare(input);
            if (saved && hasDeclaration) setIsEditing(false);
          }}
          isDeclaring={isDeclaring}
          onCancel={hasDeclaration ? () => setIsEditing(false) : undefined}
        />
      )}
    </TaxEligibilityPanel>
  );
}
