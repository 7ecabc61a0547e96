import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError, requestCampaignReminder } from 'shared-contracts';
import { NEWS_MESSAGES, REMINDER_TEXTS as T } from 'shared-contracts/src/news/news.texts';
import { useApiAction, useSessionUser } from 'shared-ui';
import { SectionCard } from '../../../components/SectionCard';

/**
 * 'Me le rappeler' (issue 30 item 5): an email (a signed-in donor's own, prefilled) and the
 * explicit consent; the API schedules one reminder 48 h before the end. A lazy chunk of the
 * campaign page, offered by shared-contracts' isReminderOffered.
 */
export default function ReminderForm({ campaignId }: { campaignId: string }) {
  const user = useSessionUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const request = useApiAction((client, _signal, input: { email: string; consent: boolean }) =>
    requestCampaignReminder(client, campaignId, input).then(() => true),
  );
  const emailIssue = isApiError(request.error)
    ? request.error.fieldIssues.find((issue) => issue.path === 'email')?.message
    : undefined;

  return (
    <SectionCard titleId="reminder-title" testId="reminder-form">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reminder-title">
          {T.title}
        </Title>
        {isDone ? (
          <Alert color="teal" variant="light" role="status" data-testid="reminder-done">
            {T.done}
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              if (!consent) {
                setConsentError(NEWS_MESSAGES.reminderConsentRequired);
                return;
              }
              if (await request.run({ email, consent })) setIsDone(true);
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{T.intro}</Text>
              <TextInput
                type="email"
                autoComplete="email"
                label={T.emailLabel}
                required
                value={email}
                error={emailIssue}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <Checkbox
                label={T.consent}
                checked={consent}
                error={consentError}
                onChange={(event) => {
                  setConsent(event.currentTarget.checked);
                  setConsentError(null);
                }}
              />
              <Button type="submit" variant="outline" w="fit-content" loading={request.isPending}>
                {T.submit}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </SectionCard>
  );
}
