import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DISPLAY_TEXTS,
  PRESET_AMOUNTS,
  donationFormErrors,
  formatEuros,
  parseDonationAmount,
  rewardForDonation,
  validateDonationAmount,
  type ContributionDialogProps,
  type DonationField,
  type DonationFormErrors,
} from 'shared-contracts';
import { displayName, useSessionUser } from 'shared-ui';
import { DIALOG_TEXTS } from '../../../config/texts';
import { useContributionCampaign } from '../hooks/use-contribution-campaign';
import { useCreateDonation } from '../hooks/use-create-donation';
import {
  EMPTY_ADDRESS,
  afterReductionText,
  rewardBreaksRuleText,
  taxReceiptTerms,
  type TaxReceiptAddress,
} from '../tax-receipt-choice';
import { AmountChoice } from './AmountChoice';
import { DonationSummary } from './DonationSummary';
import { RewardPreview } from './RewardPreview';
import { TaxReceiptFields } from './TaxReceiptFields';
import classes from './ContributionDialog.module.css';

const MESSAGE_MAX_LENGTH = 2000;
const TERMS_PATH = '/terms';

function isPreset(amount: number | undefined): amount is number {
  return PRESET_AMOUNTS.some((preset) => preset.amount === amount);
}

/** A reward's minimum as the custom field shows it: '12,5' rather than '12.5'. */
function amountText(amount: number | undefined): string {
  if (amount === undefined || isPreset(amount) || !Number.isFinite(amount)) return '';
  return String(amount).replace('.', ',');
}

/**
 * The contribution dialog mf-public opens through federation (spec sections 2, 5 and 8):
 * amount, reward preview, donor details, optional account, message, anonymity, terms, then
 * POST /donations and the checkout page. Mantine's modal traps focus and closes on Escape;
 * focus goes back to the button that opened it, also when the host unmounts the dialog.
 */
export function ContributionDialog({
  opened,
  onClose,
  campaignId,
  initialAmount,
}: ContributionDialogProps) {
  const user = useSessionUser();
  const isLoggedIn = user !== null;
  const { state: campaignState, retry } = useContributionCampaign(campaignId, opened);
  const { submit, isSubmitting, failure } = useCreateDonation();

  const [preset, setPreset] = useState<number | null>(
    isPreset(initialAmount) ? initialAmount : null,
  );
  const [customText, setCustomText] = useState(amountText(initialAmount));
  const [donorName, setDonorName] = useState('');
  const [donorEmail, setDonorEmail] = useState('');
  const [phone, setPhone] = useState(typeof user?.phone === 'string' ? user.phone : '');
  const [createAccount, setCreateAccount] = useState(false);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [wantsReceipt, setWantsReceipt] = useState(true);
  const [taxAddress, setTaxAddress] = useState<TaxReceiptAddress>(EMPTY_ADDRESS);
  const [withoutReward, setWithoutReward] = useState(false);
  const [errors, setErrors] = useState<DonationFormErrors>({});
  // Bumped on each refused submit, so the first error takes focus even if the set is the same.
  const [errorRound, setErrorRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useFocusReturn(opened);

  const amount = preset ?? parseDonationAmount(customText);
  const validAmount = amount !== null && validateDonationAmount(amount) === null ? amount : null;
  const campaign = campaignState.status === 'ready' ? campaignState.campaign : null;
  const reachedReward =
    campaign && validAmount !== null ? rewardForDonation(campaign.rewards, validAmount) : null;
  // Reçus fiscaux, for an association the super admin verified: on by default.
  const terms = taxReceiptTerms(campaign);
  const receiptOn = terms !== null && wantsReceipt;
  const declinesReward = receiptOn && withoutReward;
  const reward = declinesReward ? null : reachedReward;
  const rewardWarning =
    receiptOn && validAmount !== null
      ? rewardBreaksRuleText(terms, reachedReward, validAmount)
      : null;
  const getsReceipt = receiptOn && (rewardWarning === null || declinesReward);
  const afterReduction = receiptOn ? (gift: number) => afterReductionText(terms, gift) : null;

  useEffect(() => {
    if (!failure) return;
    setErrors(failure.fieldErrors);
    setErrorRound((round) => round + 1);
  }, [failure]);

  useEffect(() => {
    if (errorRound === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] [role="radio"][tabindex="0"]',
    );
    target?.focus();
  }, [errorRound]);

  function clearError(field: DonationField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    const found = donationFormErrors({
      amount,
      acceptedTerms,
      isLoggedIn,
      createAccount,
      password,
      donorName,
      donorEmail,
      phone,
      taxReceipt: receiptOn,
      ...taxAddress,
    });
    const all: DonationFormErrors = {
      ...found,
      ...(rewardWarning && !declinesReward
        ? { withoutReward: DIALOG_TEXTS.withoutRewardRequired }
        : {}),
    };
    setErrors(all);
    if (Object.values(all).some(Boolean)) {
      setErrorRound((round) => round + 1);
      return;
    }
    void submit({
      campaignId: campaign?.id ?? campaignId,
      amount: amount!,
      isLoggedIn,
      donorName,
      donorEmail,
      phone,
      message,
      isAnonymous,
      createAccount,
      password,
      taxReceipt: receiptOn ? taxAddress : null,
      withoutReward: declinesReward,
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={DISPLAY_TEXTS.supportProject}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': DIALOG_TEXTS.close }}
      classNames={{ title: classes.title }}
      data-testid="contribution-dialog"
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <Stack gap="md">
          {campaign && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {campaign.title}
            </Text>
          )}
          <AmountChoice
            preset={preset}
            customText={customText}
            onPresetChange={(value) => {
              setPreset(value);
              setCustomText('');
              clearError('amount');
            }}
            onCustomTextChange={(text) => {
              setCustomText(text);
              setPreset(null);
              clearError('amount');
            }}
            error={errors.amount}
            afterReduction={afterReduction}
            customAmount={preset === null ? validAmount : null}
          />
          <RewardPreview
            status={campaignState.status}
            rewards={campaign?.rewards ?? null}
            amount={validAmount}
            onRetry={retry}
            declined={declinesReward}
          />
          {terms && (
            <TaxReceiptFields
              wanted={wantsReceipt}
              onWantedChange={(wanted) => {
                setWantsReceipt(wanted);
                setErrors((current) => ({
                  ...current,
                  address: undefined,
                  postalCode: undefined,
                  city: undefined,
                  withoutReward: undefined,
                }));
              }}
              address={taxAddress}
              onAddressChange={(field, value) => {
                setTaxAddress((current) => ({ ...current, [field]: value }));
                clearError(field);
              }}
              rewardWarning={rewardWarning}
              withoutReward={withoutReward}
              onWithoutRewardChange={(value) => {
                setWithoutReward(value);
                clearError('withoutReward');
              }}
              errors={errors}
            />
          )}

          <Stack gap="xs">
            <Text fw={600} size="sm">
              {DIALOG_TEXTS.donorTitle}
            </Text>
            {isLoggedIn ? (
              <Text size="sm" data-testid="signed-in-donor">
                {DIALOG_TEXTS.signedInAs(displayName(user), user.email)}
              </Text>
            ) : (
              <>
                <TextInput
                  label={DIALOG_TEXTS.nameLabel}
                  autoComplete="name"
                  required
                  value={donorName}
                  onChange={(event) => {
                    setDonorName(event.currentTarget.value);
                    clearError('donorName');
                  }}
                  error={errors.donorName}
                />
                <TextInput
                  label={DIALOG_TEXTS.emailLabel}
                  type="email"
                  autoComplete="email"
                  required
                  value={donorEmail}
                  onChange={(event) => {
                    setDonorEmail(event.currentTarget.value);
                    clearError('donorEmail');
                  }}
                  error={errors.donorEmail}
                />
              </>
            )}
            <TextInput
              label={DIALOG_TEXTS.phoneLabel}
              description={DIALOG_TEXTS.phoneHint}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                clearError('phone');
              }}
              error={errors.phone}
            />
            {!isLoggedIn && (
              <>
                <Checkbox
                  label={DIALOG_TEXTS.createAccountLabel}
                  checked={createAccount}
                  onChange={(event) => {
                    setCreateAccount(event.currentTarget.checked);
                    clearError('password');
                  }}
                />
                {createAccount && (
                  <PasswordInput
                    label={DIALOG_TEXTS.passwordLabel}
                    description={DIALOG_TEXTS.passwordHint}
                    autoComplete="new-password"
                    required
                    value={password}
                    onChange={(event) => {
                      setPassword(event.currentTarget.value);
                      clearError('password');
                    }}
                    error={errors.password}
                    aria-invalid={Boolean(errors.password)}
                  />
                )}
              </>
            )}
          </Stack>

          <Textarea
            label={DIALOG_TEXTS.messageLabel}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Checkbox
            label={DIALOG_TEXTS.anonymousLabel}
            description={DIALOG_TEXTS.anonymousHint}
            checked={isAnonymous}
            onChange={(event) => setIsAnonymous(event.currentTarget.checked)}
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
            checked={acceptedTerms}
            onChange={(event) => {
              setAcceptedTerms(event.currentTarget.checked);
              clearError('acceptedTerms');
            }}
            error={errors.acceptedTerms}
            aria-invalid={Boolean(errors.acceptedTerms)}
          />

          {validAmount !== null && (
            <DonationSummary
              amount={validAmount}
              campaign={campaign}
              rewardTitle={reward?.title ?? null}
              afterReduction={getsReceipt ? afterReductionText(terms, validAmount) : null}
            />
          )}
          {failure?.message && (
            <Alert color="red" role="alert" data-testid="donation-error">
              {failure.message}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={isSubmitting}
            leftSection={isSubmitting ? <Loader size="xs" color="gray" /> : undefined}
          >
            {isSubmitting
              ? DIALOG_TEXTS.submitting
              : validAmount !== null
                ? DIALOG_TEXTS.submit(formatEuros(validAmount))
                : DIALOG_TEXTS.submitWithoutAmount}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Remembers the element focused when the dialog opens (the opener) and focuses it again when
 * the dialog closes or is unmounted. Read during render: the modal's focus trap moves focus
 * inside before any effect of this component runs.
 */
function useFocusReturn(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (opened && opener.current === null && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  useEffect(() => {
    if (!opened) return undefined;
    return () => {
      const element = opener.current;
      opener.current = null;
      // After the modal has gone, or the trap would take focus back.
      if (element?.isConnected) setTimeout(() => element.focus(), 0);
    };
  }, [opened]);
}
