import { Fieldset, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  SHIPPING_ADDRESS_TEXTS as T,
  SHIPPING_COUNTRIES,
} from 'shared-contracts/src/reward/reward-delivery.texts';
import type { FieldBinding } from 'shared-ui';

export interface ShippingAddressFieldsProps {
  address: FieldBinding<string>;
  addressExtra: FieldBinding<string>;
  postalCode: FieldBinding<string>;
  city: FieldBinding<string>;
  country: FieldBinding<string>;
}

/**
 * Where a posted reward goes (issue 30 item 7), asked only when the reward reached needs
 * shipping: the French format (adresse, complément, code postal, ville, pays), the same rule
 * as the server's (shared-contracts' shippingAddressIssues).
 */
export function ShippingAddressFields(props: ShippingAddressFieldsProps) {
  const isFrance = props.country.value === 'FR' || props.country.value === 'MC';
  return (
    <Fieldset legend={T.legend} data-testid="shipping-address-fields">
      <Text size="sm" c="dimmed" mb="xs">
        {T.intro}
      </Text>
      <TextInput
        label={T.address}
        autoComplete="shipping address-line1"
        required
        mb="xs"
        {...props.address}
      />
      <TextInput
        label={T.addressExtra}
        autoComplete="shipping address-line2"
        mb="xs"
        {...props.addressExtra}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mb="xs">
        <TextInput
          label={T.postalCode}
          autoComplete="shipping postal-code"
          inputMode={isFrance ? 'numeric' : 'text'}
          maxLength={isFrance ? 5 : 10}
          required
          {...props.postalCode}
        />
        <TextInput label={T.city} autoComplete="shipping address-level2" required {...props.city} />
      </SimpleGrid>
      <NativeSelect
        label={T.country}
        autoComplete="shipping country"
        data={SHIPPING_COUNTRIES.map((country) => ({ value: country.code, label: country.label }))}
        {...props.country}
      />
    </Fieldset>
  );
}
