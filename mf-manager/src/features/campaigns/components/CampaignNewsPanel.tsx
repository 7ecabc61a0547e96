import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatLongDate, isApiError } from 'shared-contracts';
import type { NewsAudience, NewsPostInput } from 'shared-contracts/src/news/news.schema';
import { NEWS_MANAGER_TEXTS as T, NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import { CallStates, PlainList, useFormFields, type ApiActionState } from 'shared-ui';
import { RichTextEditor } from 'shared-ui/editors';
import { PanelSection } from '../../../components/PanelSection';
import { useCampaignNews } from '../hooks/use-campaign-news';

/** Title and message are both required (the server says the same, news.schema.ts). */
function checkNews(values: NewsPostInput) {
  return {
    title: values.title.trim() ? undefined : NEWS_MESSAGES.titleRequired,
    body_html: values.body_html.trim() ? undefined : NEWS_MESSAGES.bodyRequired,
  };
}

/** The update to write, who it will reach now, and its send button. */
function NewsForm(props: {
  audience: NewsAudience;
  post: ApiActionState<[NewsPostInput], unknown>;
  onSent: () => void;
}) {
  const { audience, post } = props;
  const form = useFormFields<NewsPostInput>({ title: '', body_html: '' }, { validate: checkNews });
  const issues = isApiError(post.error) ? post.error.fieldIssues : [];
  // The server's refusal of a field stays under it until the next send.
  const bind = (name: keyof NewsPostInput) => ({
    ...form.field(name),
    error: form.errors[name] ?? issues.find((issue) => issue.path === name)?.message,
  });
  const isLimitReached = audience.sent_today >= audience.daily_limit;
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!form.validate()) return;
        if (await post.run(form.values)) {
          form.reset();
          props.onSent();
        }
      }}
    >
      <Stack gap="md">
        <TextInput label={T.titleLabel} required maxLength={150} {...bind('title')} />
        <RichTextEditor label={T.bodyLabel} required height={160} {...bind('body_html')} />
        <Alert
          color={isLimitReached ? 'orange' : 'gray'}
          variant="light"
          data-testid="news-recipients"
        >
          <Text size="sm" fw={600}>
            {isLimitReached
              ? NEWS_MESSAGES.dailyLimit(audience.daily_limit)
              : T.recipients(audience.recipients)}
          </Text>
          <Text size="sm">{T.limit(audience.daily_limit)}</Text>
        </Alert>
        <Group>
          <Button type="submit" loading={post.isPending} disabled={isLimitReached}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Actualités' under the campaign's edit form (issue 30 item 4): write an update in the
 * rich-text editor, see how many backers will receive it before sending, publish; then the
 * list of those published. A lazy chunk of the edit page.
 */
export default function CampaignNewsPanel({
  campaignId,
  isDraft,
}: {
  campaignId: string;
  isDraft: boolean;
}) {
  const newsCall = useCampaignNews(campaignId);
  return (
    <PanelSection name="campaign-news" texts={T}>
      {isDraft ? (
        <Alert color="blue" variant="light">
          {T.draftNotice}
        </Alert>
      ) : (
        <CallStates call={newsCall} lines={4}>
          {({ audience, news }) => (
            <Stack gap="lg">
              <NewsForm audience={audience} post={newsCall.post} onSent={newsCall.reload} />
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {T.history}
                </Title>
                <PlainList items={news} empty={<Text c="gray.7">{T.none}</Text>}>
                  {(item) => (
                    <PlainList.Row key={item.id} gap="sm" data-testid="managed-news">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600}>{item.title}</Text>
                        <Text size="xs" c="gray.7">
                          {formatLongDate(item.created_at)}
                        </Text>
                      </div>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {T.sentTo(item.recipient_count)}
                      </Text>
                    </PlainList.Row>
                  )}
                </PlainList>
              </Stack>
            </Stack>
          )}
        </CallStates>
      )}
    </PanelSection>
  );
}
