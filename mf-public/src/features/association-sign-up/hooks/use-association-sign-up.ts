import { useState } from 'react';
import {
  isApiError,
  type ApiError,
  signUpAssociation,
  type AssociationSignUpInput,
} from 'shared-contracts';
import { useApiAction, useFormFields } from 'shared-ui';
import {
  EMPTY_SIGN_UP,
  SUMMARY_STEP,
  firstStepWith,
  signUpDocuments,
  signUpErrors,
  signUpInput,
  stepErrors,
  type SignUpField,
  type SignUpValues,
} from './sign-up-steps';

const FIELD_REFUSALS = [
  'validation_failed',
  'association_already_registered',
  'manager_email_taken',
] as const;

/**
 * The sign-up flow: the values of the four steps, the step shown, each step checked before
 * the next one, then one call. A refusal of the server (422 on fields, 409 on the SIREN/RNA or
 * the manager's email) is shown on its fields and sends the person back to their step.
 */
export function useAssociationSignUp() {
  const form = useFormFields<SignUpValues>(EMPTY_SIGN_UP);
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState(false);
  // The refusals the form can show on its fields are answered, not reported as failures.
  const send = useApiAction(async (client, _signal, values: SignUpValues) => {
    try {
      await signUpAssociation(
        client,
        signUpInput(values) as AssociationSignUpInput,
        signUpDocuments(values),
      );
      return { refusal: null };
    } catch (error) {
      if (isApiError(error, ...FIELD_REFUSALS)) return { refusal: error };
      throw error;
    }
  });

  const showServerRefusal = (error: ApiError) => {
    const errors: Partial<Record<SignUpField, string>> = {};
    if (error.code === 'association_already_registered') errors.identifier = error.message;
    else if (error.code === 'manager_email_taken') errors.manager_email = error.message;
    else for (const issue of error.fieldIssues) errors[issue.path as SignUpField] ??= issue.message;
    form.setErrors(errors);
    setStep(firstStepWith(Object.keys(errors)));
  };

  /** Checks the step shown; moves on when it is complete. */
  const next = () => {
    const errors = stepErrors(signUpErrors(form.values), step);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setStep((current) => Math.min(current + 1, SUMMARY_STEP));
  };

  const goTo = (target: number) => {
    // Back freely; forward only through complete steps.
    if (target <= step) return setStep(target);
    const all = signUpErrors(form.values);
    for (let index = step; index < target; index += 1) {
      const errors = stepErrors(all, index);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return setStep(index);
      }
    }
    setStep(target);
  };

  const submit = async () => {
    const errors = signUpErrors(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return setStep(firstStepWith(Object.keys(errors)));
    }
    const result = await send.run(form.values);
    if (!result) return;
    if (result.refusal) showServerRefusal(result.refusal);
    else setSent(true);
  };

  return {
    form,
    step,
    next,
    back: () => setStep((current) => Math.max(0, current - 1)),
    goTo,
    submit,
    sent,
    isSending: send.isPending,
  };
}
