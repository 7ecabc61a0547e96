import { Anchor, Checkbox, Textarea, VisuallyHidden } from '@mantine/core';
import { ROUTES } from 'shared-contracts';
import type { FieldBinding } from 'shared-ui';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { CheckBinding } from '../state/use-contribution-state';

const MESSAGE_MAX_LENGTH = 2000;
const TERMS_PATH = ROUTES.terms.href();

export interface ConsentFieldsProps {
  message: FieldBinding<string>;
  isAnonymous: CheckBinding;
  acceptedTerms: CheckBinding;
}

/**
 * The message to the association, anonymity and the terms, read last before the summary. The
 * terms open in a new tab so that the dialog and what was typed stay.
 */
export function ConsentFields({ message, isAnonymous, acceptedTerms }: ConsentFieldsProps) {
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
