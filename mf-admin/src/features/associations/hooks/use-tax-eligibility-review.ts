import {
  TAX_RATE_LABELS,
  getAdminTaxReceiptCounts,
  reviewAssociationTaxEligibility,
  type TaxEligibilityReviewInput,
  type TaxRate,
} from 'shared-contracts';
import { showSuccessToast, useApiAction, useApiCall } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

/** PUT /admin/associations/{id}/tax-eligibility: verify at a rate, or withdraw. */
export function useTaxEligibilityReview() {
  return useApiAction(
    async (client, _signal, associationId: string, input: TaxEligibilityReviewInput) => {
      const result = await reviewAssociationTaxEligibility(client, associationId, input);
      showSuccessToast(
        input.decision === 'verified'
          ? ADMIN_TEXTS.taxEligibility.verified(TAX_RATE_LABELS[input.rate as TaxRate])
          : ADMIN_TEXTS.taxEligibility.withdrawn,
      );
      return result;
    },
  );
}

/** GET /admin/tax-receipts/counts: every association's receipts issued and cancelled. */
export function useTaxReceiptCounts() {
  return useApiCall((client) => getAdminTaxReceiptCounts(client), []);
}
