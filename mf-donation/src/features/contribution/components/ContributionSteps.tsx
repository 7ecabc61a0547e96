import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { DIALOG_TEXTS } from '../../../config/texts';
import { loadEngagedParts } from '../load-engaged-parts';
import { CONTRIBUTION_STEPS, type ContributionStep } from '../state/contribution-state';
import type { ContributionState } from '../state/use-contribution-state';
import { AmountChoice } from './AmountChoice';
import { ConsentFields } from './ConsentFields';
import { DonationSummary } from './DonationSummary';
import { DonorFields } from './DonorFields';
import { FrequencyChoice } from './FrequencyChoice';
import { RewardPreview } from './RewardPreview';
import { TaxReceiptFields } from './TaxReceiptFields';

// Only a donor whose reward is posted is asked an address, and only a regular gift has terms
// to tick: these parts come with the dialog's engaged parts (engaged-parts.ts), not with its
// first view.
const ShippingAddressFields = lazy(() =>
  loadEngagedParts().then((parts) => ({ default: parts.ShippingAddressFields })),
);
const RegularGiftTerms = lazy(() =>
  loadEngagedParts().then((parts) => ({ default: parts.RegularGiftTerms })),
);

/** Stands for a step while its code loads: its place kept, announced as loading. */
function StepSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={6} aria-busy="true" data-testid="step-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={14} width="50%" />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  );
}

/**
 * The dialog's steps in the order of CONTRIBUTION_STEPS, each given its part and its one-line
 * bindings. A part is null when its step does not apply (no receipt offered, no valid amount
 * yet to sum up).
 */
export function ContributionSteps({ state }: { state: ContributionState }) {
  const { form, check, facts, campaign, summary } = state;
  const parts: Record<ContributionStep, ReactNode> = {
    frequency: (
      <FrequencyChoice
        frequencies={facts.frequencies}
        value={facts.frequency}
        onChange={state.chooseFrequency}
      />
    ),
    amount: (
      <AmountChoice
        preset={form.values.amount.preset}
        customText={form.values.amount.text}
        onPresetChange={state.choosePreset}
        onCustomTextChange={state.typeAmount}
        error={form.errors.amount}
        afterReduction={state.afterReduction}
        customAmount={form.values.amount.preset === null ? facts.validAmount : null}
      />
    ),
    reward: (
      <RewardPreview
        status={state.campaignState.status}
        rewards={campaign?.rewards ?? null}
        amount={facts.validAmount}
        onRetry={state.retry}
        declined={facts.declinesReward}
        soldOut={facts.soldOutReward}
      />
    ),
    shipping: facts.shipsReward && (
      <Suspense fallback={<StepSkeleton label={DIALOG_TEXTS.shippingLoading} />}>
        <ShippingAddressFields
          address={form.field('shippingAddress')}
          addressExtra={form.field('shippingAddressExtra')}
          postalCode={form.field('shippingPostalCode')}
          city={form.field('shippingCity')}
          country={form.field('shippingCountry')}
        />
      </Suspense>
    ),
    taxReceipt: facts.terms && (
      <TaxReceiptFields
        wish={check('wantsReceipt')}
        address={form.field('address')}
        postalCode={form.field('postalCode')}
        city={form.field('city')}
        rewardWarning={facts.rewardWarning}
        withoutReward={check('withoutReward')}
      />
    ),
    donor: (
      <DonorFields
        user={state.user}
        donorName={form.field('donorName')}
        donorEmail={form.field('donorEmail')}
        phone={form.field('phone')}
        createAccount={check('createAccount')}
        password={form.field('password')}
      />
    ),
    consent: (
      <ConsentFields
        message={form.field('message')}
        isAnonymous={check('isAnonymous')}
        contactConsent={check('contactConsent')}
        acceptedTerms={check('acceptedTerms')}
      />
    ),
    summary: summary && (
      <>
        <DonationSummary
          campaign={campaign}
          amount={summary.amount}
          rewardTitle={summary.rewardTitle}
          afterReduction={summary.afterReduction}
          per={summary.regular?.per ?? null}
        />
        {summary.regular && (
          <Suspense fallback={<StepSkeleton label={DIALOG_TEXTS.regularTermsLoading} />}>
            <RegularGiftTerms
              facts={facts}
              today={state.today}
              consent={check('recurringConsent')}
            />
          </Suspense>
        )}
      </>
    ),
  };

  return CONTRIBUTION_STEPS.map((step) => <Fragment key={step}>{parts[step]}</Fragment>);
}
