import { Card, Group, Text, Title } from '@mantine/core';
import { DISPLAY_TEXTS, recentContributionsView, type PublicContribution } from 'shared-contracts';
import { PlainList } from 'shared-ui';

export interface RecentContributionsProps {
  contributions: PublicContribution[];
}

/** 'Contributions récentes': the first 5, the donor's name or 'Donateur anonyme'. */
export function RecentContributions({ contributions }: RecentContributionsProps) {
  const rows = recentContributionsView(contributions);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="recent-contributions-title"
    >
      <Title order={2} size="h4" id="recent-contributions-title" mb="sm">
        {DISPLAY_TEXTS.recentContributions}
      </Title>
      <PlainList items={rows} empty={<Text c="gray.7">{DISPLAY_TEXTS.beFirst}</Text>}>
        {(row) => (
          <Group
            key={row.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="recent-contribution"
          >
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {row.name}
              </Text>
              <Text size="xs" c="gray.7">
                {row.date}
              </Text>
            </div>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {row.amount}
            </Text>
          </Group>
        )}
      </PlainList>
    </Card>
  );
}
