import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate } from 'shared-contracts';
import {
  NEWS_MANAGER_TEXTS,
  NEWS_MODERATION_TEXTS as T,
} from 'shared-contracts/src/news/news.texts';
import { CallStates, ConfirmDialog, PlainList } from 'shared-ui';
import { useCampaignNewsModeration } from '../hooks/use-campaign-news-moderation';

/**
 * Moderation of a campaign's Actualités (issue 30 item 4), under its edit form: the updates
 * posted, each removable after a confirmation. A lazy chunk of the edit page.
 */
export default function CampaignNewsModeration({ campaignId }: { campaignId: string }) {
  const moderation = useCampaignNewsModeration(campaignId);
  const { reload, remove } = moderation;
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="news-moderation-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="news-moderation-title">
          {T.title}
        </Title>
        <CallStates call={moderation} lines={3}>
          {(news) => (
            <PlainList items={news} empty={<Text c="gray.7">{T.none}</Text>}>
              {(item) => (
                <PlainList.Row key={item.id} gap="sm" data-testid="moderated-news">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{item.title}</Text>
                    <Text size="xs" c="gray.7">
                      {formatLongDate(item.created_at)} ·{' '}
                      {NEWS_MANAGER_TEXTS.sentTo(item.recipient_count)}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={T.removeOf(item.title)}
                    onClick={() => setTarget({ id: item.id, title: item.title })}
                  >
                    {T.remove}
                  </Button>
                </PlainList.Row>
              )}
            </PlainList>
          )}
        </CallStates>
      </Stack>
      <ConfirmDialog
        opened={target !== null}
        title={T.confirmTitle}
        message={T.confirmMessage}
        confirmLabel={T.remove}
        color="red"
        isPending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={async () => {
          if (target && (await remove.run(target.id))) {
            setTarget(null);
            reload();
          }
        }}
      />
    </Card>
  );
}
