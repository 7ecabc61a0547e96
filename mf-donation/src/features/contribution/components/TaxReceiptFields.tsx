import { Alert, Checkbox, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TAX_RECEIPT_DIALOG_TEXTS } from 'shared-contracts';
import type { FieldBinding } from 'shared-ui';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { CheckBinding } from '../state/use-contribution-state';

export interface TaxReceiptFieldsProps {
  /** 'Je souhaite un reçu fiscal'. */
  wish: CheckBinding;
  address: FieldBinding<string>;
  postalCode: FieldBinding<string>;
  city: FieldBinding<string>;
  /** The reward rule's sentence when the reward reached leaves the gift without a receipt. */
  rewardWarning: string | null;
  /** 'Sans contrepartie'. */
  withoutReward: CheckBinding;
}

/**
 * 'Je souhaite un reçu fiscal' (on by default), then the postal address the receipt is made out
 * to, required while the wish is on. A reward worth too much for a receipt is said before
 * paying, with 'Sans contrepartie' to give it up.
 */
export function TaxReceiptFields({
  wish,
  address,
  postalCode,
  city,
  rewardWarning,
  withoutReward,
}: TaxReceiptFieldsProps) {
  return (
    <Stack gap="xs" data-testid="tax-receipt-fields">
      <Switch
        label={TAX_RECEIPT_DIALOG_TEXTS.wish}
        description={DIALOG_TEXTS.taxReceiptHint}
        checked={wish.checked}
        onChange={wish.onChange}
      />
      {wish.checked && (
        <>
          {/* Also when the server refused the reward (the year's cap, issue 26): its reason
              shows beside 'Sans contrepartie'. */}
          {(rewardWarning || withoutReward.checked || withoutReward.error) && (
            <Alert color="orange" variant="light" data-testid="reward-rule" aria-live="polite">
              <Stack gap="xs">
                {rewardWarning && <Text size="sm">{rewardWarning}</Text>}
                <Checkbox
                  label={TAX_RECEIPT_DIALOG_TEXTS.withoutReward}
                  {...withoutReward}
                  aria-invalid={Boolean(withoutReward.error)}
                />
              </Stack>
            </Alert>
          )}
          <TextInput
            label={DIALOG_TEXTS.addressLabel}
            autoComplete="street-address"
            required
            {...address}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={DIALOG_TEXTS.postalCodeLabel}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              required
              {...postalCode}
            />
            <TextInput
              label={DIALOG_TEXTS.cityLabel}
              autoComplete="address-level2"
              required
              {...city}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
