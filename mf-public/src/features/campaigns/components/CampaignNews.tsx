import { Stack, Text, Title } from '@mantine/core';
import { formatLongDate, getCampaignNews } from 'shared-contracts';
import { NEWS_TEXTS } from 'shared-contracts/src/news/news.texts';
import { RichTextView, TitledSection, useApiCall } from 'shared-ui';

/**
 * 'Actualités' (issue 30 item 4): the updates the association posted, newest first. A lazy
 * chunk of the campaign page, loaded near the screen; shows nothing while loading, when there
 * is none, or if the list could not be read (the page stays whole).
 */
export default function CampaignNews({ campaignId }: { campaignId: string }) {
  const { data } = useApiCall(
    (client) => getCampaignNews(client, campaignId).catch(() => []),
    [campaignId],
  );
  if (!data || data.length === 0) return null;
  return (
    <TitledSection
      titleId="campaign-news-title"
      title={NEWS_TEXTS.sectionTitle}
      data-testid="campaign-news"
    >
      <Stack gap="lg">
        {data.map((news) => (
          <Stack
            key={news.id}
            gap={4}
            component="article"
            aria-labelledby={`news-${news.id}`}
            data-testid="campaign-news-item"
          >
            <Title order={3} size="h4" id={`news-${news.id}`}>
              {news.title}
            </Title>
            <Text size="sm" c="gray.7">
              {NEWS_TEXTS.postedOn(formatLongDate(news.created_at))}
            </Text>
            <RichTextView html={news.body_html} emptyText="" />
          </Stack>
        ))}
      </Stack>
    </TitledSection>
  );
}
