import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import { BackHomeLink } from '../../../components/BackHomeLink';
import { SUMMARY_STEP } from '../hooks/sign-up-steps';
import { useAssociationSignUp } from '../hooks/use-association-sign-up';
import { AssociationStep } from './AssociationStep';
import { DocumentsStep } from './DocumentsStep';
import { ManagerStep } from './ManagerStep';
import { SignUpProgress, SIGN_UP_STEPS as STEPS } from './SignUpProgress';
import { SummaryStep } from './SummaryStep';

const T = SIGN_UP_TEXTS;

function SignUpSent() {
  return (
    <Alert color="teal" title={T.successTitle} role="status" data-testid="sign-up-sent">
      <Stack gap="sm">
        <Text size="sm">{T.successBody}</Text>
        <Group>
          <Button component={Link} to={ROUTES.login.href()}>
            {T.toLogin}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** /inscription-association: an association signs up in four steps, then waits for review. */
export function AssociationSignUpPage() {
  const flow = useAssociationSignUp();
  const { form, step } = flow;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Each new step (and the confirmation) moves focus to the step's title, for keyboards and
  // screen readers; not on arrival.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, flow.sent]);

  const body = [
    <AssociationStep key="association" form={form} />,
    <ManagerStep key="manager" form={form} />,
    <DocumentsStep key="documents" form={form} />,
    <SummaryStep key="summary" values={form.values} onEdit={flow.goTo} />,
  ][step];

  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" data-testid="association-sign-up">
      <BackHomeLink />
      <Title order={1}>{T.title}</Title>
      <Text c="gray.7">{T.intro}</Text>
      {flow.sent ? (
        <SignUpSent />
      ) : (
        <>
          <SignUpProgress step={step} onGoTo={flow.goTo} />
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
            component="form"
            noValidate
            aria-labelledby="sign-up-step-title"
            onSubmit={(event) => {
              event.preventDefault();
              if (step === SUMMARY_STEP) void flow.submit();
              else flow.next();
            }}
          >
            <Title order={2} size="h3" mb="md" id="sign-up-step-title" ref={heading} tabIndex={-1}>
              {T.steps[STEPS[step]!]}
            </Title>
            {body}
            <Group justify="space-between" mt="xl">
              {step > 0 ? (
                <Button variant="default" type="button" onClick={flow.back}>
                  {T.back}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={flow.isSending}>
                {step === SUMMARY_STEP ? T.send : T.next}
              </Button>
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  );
}
