import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Campaign } from 'shared-contracts';
import type { GiftFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import { useFormFields, useSessionUser } from 'shared-ui';
import { useContributionCampaign } from '../hooks/use-contribution-campaign';
import { useCreateDonation } from '../hooks/use-create-donation';
import { useFocusFirstError } from '../hooks/use-dialog-focus';
import { engagedParts, loadEngagedParts } from '../load-engaged-parts';
import { afterReductionText } from '../tax-receipt-choice';
import { choosePreset, typeAmount } from './amount-input';
import { contributionSummary, deriveContribution } from './contribution-derivations';
import {
  errorsAfterCheck,
  initialContributionValues,
  valuesAfterFrequency,
  type ContributionCheck,
} from './contribution-state';
import { contributionErrors, hasErrors } from './contribution-submission';

/** What a Mantine checkbox or switch needs: one spread per box, `{...check('isAnonymous')}`. */
export interface CheckBinding {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export interface ContributionOptions {
  opened: boolean;
  campaignId: string;
  initialAmount?: number;
  initialFrequency?: GiftFrequency;
}

/**
 * The dialog's state: its values (useFormFields), the campaign, what they mean
 * (contribution-derivations.ts), and the submit. The dialog and its parts only render it.
 */
export function useContributionState({
  opened,
  campaignId,
  initialAmount,
  initialFrequency,
}: ContributionOptions) {
  const user = useSessionUser();
  const isLoggedIn = user !== null;
  const { state: campaignState, retry } = useContributionCampaign(campaignId, opened);
  const { submit, isSubmitting, failure } = useCreateDonation();
  const form = useFormFields(() =>
    initialContributionValues(initialAmount, user?.phone, initialFrequency),
  );
  const { setErrors } = form;
  // Grows on each refusal, so the first refused field takes focus even if the set is the same.
  const [errorRound, setErrorRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errorRound);

  const campaign: Campaign | null =
    campaignState.status === 'ready' ? campaignState.campaign : null;
  const facts = deriveContribution(form.values, campaign);
  // The first charge's day, fixed while the dialog is open (a summary read at midnight keeps it).
  const [today] = useState(() => new Date());
  const { terms } = facts;

  useEffect(() => {
    if (!failure) return;
    setErrors(failure.fieldErrors);
    setErrorRound((round) => round + 1);
  }, [failure, setErrors]);

  function check(name: ContributionCheck): CheckBinding {
    return {
      checked: form.values[name],
      onChange: (event) => {
        form.setValue(name, event.currentTarget.checked);
        form.setErrors(errorsAfterCheck(form.errors, name));
      },
      error: form.errors[name],
    };
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isSubmitting) void checkAndSubmit();
  }

  // Synchronous to its end unless it waits for the address's rule (below).
  async function checkAndSubmit() {
    const { values } = form;
    // A posted reward's address is checked by its step's code (engaged-parts.ts), loaded when
    // the step showed: waited for only by a submit sent before it arrived. Should it not load
    // (the network), the server's check of the address answers instead.
    const shipping = facts.shipsReward
      ? (engagedParts() ?? (await loadEngagedParts().catch(() => null)))
      : null;
    const errors = {
      ...contributionErrors(values, facts, isLoggedIn),
      ...(shipping?.shippingErrors(values, facts) ?? {}),
    };
    form.setErrors(errors);
    if (hasErrors(errors)) {
      setErrorRound((round) => round + 1);
      return;
    }
    void submit({
      values,
      facts,
      donation: { campaignId: campaign?.id ?? campaignId, isLoggedIn },
    });
  }

  return {
    user,
    campaignState,
    campaign,
    retry,
    form,
    check,
    facts,
    summary: contributionSummary(facts),
    today,
    chooseFrequency: (frequency: GiftFrequency) => {
      const next = valuesAfterFrequency(form.values, frequency);
      form.setValue('frequency', next.frequency);
      form.setValue('recurringConsent', next.recurringConsent);
      form.setErrors({ ...form.errors, recurringConsent: undefined });
    },
    /** 'soit X € après réduction d'impôt' for any amount, while a receipt is wanted. */
    afterReduction:
      facts.isReceiptOn && terms ? (gift: number) => afterReductionText(terms, gift) : null,
    choosePreset: (amount: number) => form.setValue('amount', choosePreset(amount)),
    typeAmount: (text: string) => form.setValue('amount', typeAmount(text)),
    formRef,
    handleSubmit,
    isSubmitting,
    failure,
  };
}

export type ContributionState = ReturnType<typeof useContributionState>;
