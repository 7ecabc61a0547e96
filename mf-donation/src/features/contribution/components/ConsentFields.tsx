import { Anchor, Checkbox, Textarea, VisuallyHidden } from '@mantine/core';
import { PRIVACY_TEXTS, ROUTES } from 'shared-contracts';
import type { FieldBinding } from 'shared-ui';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { CheckBinding } from '../state/use-contribution-state';

const MESSAGE_MAX_LENGTH = 2000;
const TERMS_PATH = ROUTES.terms.href();

export interface ConsentFieldsProps {
  message: FieldBinding<string>;
  isAnonymous: CheckBinding;
  /** 'The association may contact me about its work': unticked until the donor ticks it. */
  contactConsent: CheckBinding;
  acceptedTerms: CheckBinding;
}

/**
 * The message to the association, anonymity, the consent to be contacted and the terms, read
 * last before the summary. The terms open in a new tab so that the dialog and what was typed
 * stay.
 */
export function ConsentFields({
  message,
  isAnonymous,
  contactConsent,
  acceptedTerms,
}: ConsentFieldsProps) {
  return (
    <>
      <Textarea
        label={DIALOG_TEXTS.messageLabel}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        {...message}
      />
      <Checkbox
        label={DIALOG_TEXTS.anonymousLabel}
        description={DIALOG_TEXTS.anonymousHint}
        {...isAnonymous}
      />
      <Checkbox
        label={PRIVACY_TEXTS.contactConsentLabel}
        description={PRIVACY_TEXTS.contactConsentHint}
        {...contactConsent}
      />
      <Checkbox
        label={
          <>
            {DIALOG_TEXTS.termsBefore}
            <Anchor href={TERMS_PATH} target="_blank" rel="noopener noreferrer">
              {DIALOG_TEXTS.termsLink}
              <VisuallyHidden>{DIALOG_TEXTS.newTab}</VisuallyHidden>
            </Anchor>
          </>
        }
        {...acceptedTerms}
        aria-invalid={Boolean(acceptedTerms.error)}
      />
    </>
  );
}
