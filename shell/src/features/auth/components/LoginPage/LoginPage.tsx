import { Anchor, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  AUTH_PAGE_TEXTS,
  loginErrorMessage,
  ROUTES,
  validateForm,
} from 'shared-contracts';
import { RegisterAssociationLink, useFormFields } from 'shared-ui';
import { showSuccessToast } from '../../../../lib/errors/toasts';
import { EmailField, PasswordField } from '../AuthFields/AuthFields';
import { AuthForm } from '../AuthForm/AuthForm';
import { useSignIn } from '../../hooks/use-sign-in';

const LOGIN_RULES = { email: { required: true }, password: { required: true } } as const;

/** Under the form: forgot password, register an association (its sign-up flow), back home. */
function LoginLinks() {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={ROUTES.forgotPassword.href()} size="sm">
        {AUTH_PAGE_TEXTS.forgotPasswordLink}
      </Anchor>
      <RegisterAssociationLink size="sm" />
      <Group>
        <Anchor component={Link} to={ROUTES.home.href()} size="sm">
          {AUTH_PAGE_TEXTS.backHome}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /login (spec section 2): email and password required; success goes to /dashboard. */
export function LoginPage() {
  const { signIn, isSubmitting } = useSignIn();
  const navigate = useNavigate();
  const form = useFormFields(
    { email: '', password: '' },
    { validate: (values) => validateForm(values, LOGIN_RULES) },
  );
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!form.validate()) return;
    const { email, password } = form.values;
    if (await signIn({ email: email.trim(), password })) {
      showSuccessToast(AUTH_MESSAGES.loginSuccess);
      navigate(ROUTES.dashboard.href(), { replace: true });
    } else {
      setFailure(loginErrorMessage());
    }
  }

  return (
    <AuthForm
      page="login"
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      failure={failure}
      links={<LoginLinks />}
    >
      <EmailField {...form.field('email')} />
      <PasswordField kind="current" {...form.field('password')} />
    </AuthForm>
  );
}
