import { Alert, Checkbox, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TAX_RECEIPT_DIALOG_TEXTS, type DonationFormErrors } from 'shared-contracts';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { TaxReceiptAddress } from '../tax-receipt-choice';

export interface TaxReceiptFieldsProps {
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  address: TaxReceiptAddress;
  onAddressChange: (field: keyof TaxReceiptAddress, value: string) => void;
  /** The reward rule's sentence when the reward reached leaves the gift without a receipt. */
  rewardWarning: string | null;
  withoutReward: boolean;
  onWithoutRewardChange: (withoutReward: boolean) => void;
  errors: DonationFormErrors;
}

/**
 * 'Je souhaite un reçu fiscal' (on by default), then the postal address the receipt is made out
 * to, required while the wish is on. A reward worth too much for a receipt is said before
 * paying, with 'Sans contrepartie' to give it up.
 */
export function TaxReceiptFields({
  wanted,
  onWantedChange,
  address,
  onAddressChange,
  rewardWarning,
  withoutReward,
  onWithoutRewardChange,
  errors,
}: TaxReceiptFieldsProps) {
  const field = (name: keyof TaxReceiptAddress) => ({
    value: address[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onAddressChange(name, event.currentTarget.value),
    error: errors[name],
    required: true,
  });
  return (
    <Stack gap="xs" data-testid="tax-receipt-fields">
      <Switch
        label={TAX_RECEIPT_DIALOG_TEXTS.wish}
        description={DIALOG_TEXTS.taxReceiptHint}
        checked={wanted}
        onChange={(event) => onWantedChange(event.currentTarget.checked)}
      />
      {wanted && (
        <>
          {/* Also when the server refused the reward (the year's cap, issue 26): its reason
              shows beside 'Sans contrepartie'. */}
          {(rewardWarning || withoutReward || errors.withoutReward) && (
            <Alert color="orange" variant="light" data-testid="reward-rule" aria-live="polite">
              <Stack gap="xs">
                {rewardWarning && <Text size="sm">{rewardWarning}</Text>}
                <Checkbox
                  label={TAX_RECEIPT_DIALOG_TEXTS.withoutReward}
                  checked={withoutReward}
                  onChange={(event) => onWithoutRewardChange(event.currentTarget.checked)}
                  error={errors.withoutReward}
                  aria-invalid={Boolean(errors.withoutReward)}
                />
              </Stack>
            </Alert>
          )}
          <TextInput
            label={DIALOG_TEXTS.addressLabel}
            autoComplete="street-address"
            {...field('address')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={DIALOG_TEXTS.postalCodeLabel}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              {...field('postalCode')}
            />
            <TextInput
              label={DIALOG_TEXTS.cityLabel}
              autoComplete="address-level2"
              {...field('city')}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
