import {
  declareAssociationTaxEligibility,
  uploadDocument,
  type TaxEligibilityDeclarationInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

/**
 * The eligibility declaration: the proof is stored first (POST /upload/document, its URL goes
 * with the declaration), then POST /dashboard/tax-eligibility.
 */
export function useTaxEligibility(onChanged: () => void) {
  const uploadProof = useApiAction(async (client, _signal, file: File) => {
    const uploaded = await uploadDocument(client, file, file.name);
    return { url: uploaded.url, name: file.name };
  });
  const declare = useApiAction(async (client, _signal, input: TaxEligibilityDeclarationInput) => {
    await declareAssociationTaxEligibility(client, input);
    showSuccessToast(MANAGER_TEXTS.eligibility.declared);
    onChanged();
    return true;
  });
  return { uploadProof, declare };
}
