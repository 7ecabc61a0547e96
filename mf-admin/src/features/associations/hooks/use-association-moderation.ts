import { useState } from 'react';
import type { Association, TaxEligibilityReviewInput } from 'shared-contracts';
import {
  moderationFailure,
  useReviewAssociation,
  type ModerationStatus,
} from './use-association-actions';
import { useTaxEligibilityReview } from './use-tax-eligibility-review';

/**
 * The edit screen's moderation: approve, or reject with a reason, and the reçus fiscaux review. Both change the
 * record shown above the form (`current`) without reloading it; a refusal says what failed.
 */
export function useAssociationModeration(association: Association | null) {
  const moderate = useReviewAssociation();
  const review = useTaxEligibilityReview();
  const [current, setCurrent] = useState(association);
  const [failure, setFailure] = useState<string | null>(null);

  const onModerate = async (status: ModerationStatus, reason?: string) => {
    if (!current) return;
    setFailure(null);
    const saved = await moderate.run(current, status, reason);
    if (saved) setCurrent(saved);
    else setFailure(moderationFailure(status));
  };

  const onReview = async (input: TaxEligibilityReviewInput) => {
    if (!current) return;
    const result = await review.run(current.id, input);
    if (result)
      setCurrent({
        ...current,
        tax_eligibility: result.tax_eligibility,
        tax_receipt_rate: result.tax_rate ?? null,
      });
  };

  return {
    current,
    failure,
    clearFailure: () => setFailure(null),
    onModerate,
    isModerating: moderate.isPending,
    onReview,
    isReviewing: review.isPending,
  };
}
