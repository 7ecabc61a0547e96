import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate, isApiError } from 'shared-contracts';
import { NEWS_MANAGER_TEXTS as T, NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import { PageError, PageLoading, PlainList } from 'shared-ui';
import { RichTextEditor } from 'shared-ui/editors';
import { PanelSection } from '../../../components/PanelSection';
import { useCampaignNews } from '../hooks/use-campaign-news';

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
  const { data, error, isLoading, reload, post } = useCampaignNews(campaignId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const issues = isApiError(post.error) ? post.error.fieldIssues : [];
  const issueOf = (path: string) => issues.find((issue) => issue.path === path)?.message;

  let content;
  if (isDraft)
    content = (
      <Alert color="blue" variant="light">
        {T.draftNotice}
      </Alert>
    );
  else if (!data && isLoading) content = <PageLoading lines={4} />;
  else if (!data) content = <PageError error={error} onRetry={reload} />;
  else {
    const { audience, news } = data;
    const isLimitReached = audience.sent_today >= audience.daily_limit;
    content = (
      <Stack gap="lg">
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const found = {
              title: title.trim() ? undefined : NEWS_MESSAGES.titleRequired,
              body: body.trim() ? undefined : NEWS_MESSAGES.bodyRequired,
            };
            setErrors(found);
            if (found.title || found.body) return;
            if (await post.run({ title, body_html: body })) {
              setTitle('');
              setBody('');
              reload();
            }
          }}
        >
          <Stack gap="md">
            <TextInput
              label={T.titleLabel}
              required
              maxLength={150}
              value={title}
              error={errors.title ?? issueOf('title')}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                setErrors((previous) => ({ ...previous, title: undefined }));
              }}
            />
            <RichTextEditor
              label={T.bodyLabel}
              required
              height={160}
              value={body}
              error={errors.body ?? issueOf('body_html')}
              onChange={(html) => {
                setBody(html);
                setErrors((previous) => ({ ...previous, body: undefined }));
              }}
            />
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
    );
  }

  return (
    <PanelSection
      titleId="campaign-news-title"
      title={T.title}
      intro={T.intro}
      testId="campaign-news-panel"
    >
      {content}
    </PanelSection>
  );
}
