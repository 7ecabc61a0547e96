import { Grid, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { CATEGORIES, CATEGORY_LABELS } from 'shared-contracts';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';

const F = SIGN_UP_TEXTS.fields;
const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** Step 1: who the association is and how to reach it. */
export function AssociationStep({ form }: { form: FormFields<SignUpValues> }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={F.name} required autoComplete="organization" {...form.field('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect
          label={F.category}
          data={CATEGORY_OPTIONS}
          required
          {...form.field('category')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={F.contact_email}
          type="email"
          required
          autoComplete="email"
          {...form.field('contact_email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={F.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={F.address}
          required
          autoComplete="street-address"
          {...form.field('address')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={F.postal_code}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...form.field('postal_code')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={F.city} required autoComplete="address-level2" {...form.field('city')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={F.identifier}
          description={SIGN_UP_TEXTS.hints.identifier}
          required
          {...form.field('identifier')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={F.description}
          required
          autosize
          minRows={4}
          maxRows={10}
          {...form.field('description')}
        />
      </Grid.Col>
    </Grid>
  );
}
