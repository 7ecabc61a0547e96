import {
  DONATION_MESSAGES,
  donationErrorMessage,
  donationFieldOfPath,
  isApiError,
  isFieldErrorCode,
  type DonationFormErrors,
} from 'shared-contracts';

/** A refused donation: the fields the server named, and the text for anything else. */
export interface DonationFailure {
  fieldErrors: DonationFormErrors;
  message: string | null;
}

/**
 * How the dialog shows a refused POST /donations, by the error's code (not its status, which
 * a proxy's page shares): field issues beside their fields (a message only when one names no
 * field of the dialog), the payment provider's refusal as 'Paiement échoué: ...' (spec
 * section 8), anything else by the one generic mapping. The one place the dialog branches on
 * the kind of failure.
 */
export function donationFailureOf(error: unknown): DonationFailure {
  const issues = isApiError(error) && isFieldErrorCode(error.code) ? error.fieldIssues : [];
  const fieldErrors: DonationFormErrors = {};
  let isAllPlaced = issues.length > 0;
  for (const issue of issues) {
    const field = donationFieldOfPath(issue.path);
    if (field) fieldErrors[field] ??= issue.message;
    else isAllPlaced = false;
  }
  if (isAllPlaced) return { fieldErrors, message: null };
  const providerDetail = isApiError(error, 'payment_failed') ? error.serverDetail : null;
  return {
    fieldErrors,
    message: providerDetail
      ? DONATION_MESSAGES.paymentFailed(providerDetail)
      : donationErrorMessage(error),
  };
}
