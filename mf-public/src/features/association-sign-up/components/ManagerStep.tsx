import { Grid, PasswordInput, TextInput } from '@mantine/core';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';

const F = SIGN_UP_TEXTS.fields;

/** Step 2: the manager's account, which signs in to the dashboard once the form is sent. */
export function ManagerStep({ form }: { form: FormFields<SignUpValues> }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={F.manager_name}
          required
          autoComplete="name"
          {...form.field('manager_name')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={F.manager_phone}
          type="tel"
          autoComplete="tel"
          {...form.field('manager_phone')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={F.manager_email}
          type="email"
          required
          autoComplete="username"
          {...form.field('manager_email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PasswordInput
          label={F.password}
          description={SIGN_UP_TEXTS.hints.password}
          required
          autoComplete="new-password"
          {...form.field('password')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PasswordInput
          label={F.password_confirmation}
          required
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
      </Grid.Col>
    </Grid>
  );
}
