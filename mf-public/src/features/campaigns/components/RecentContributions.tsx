import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { DISPLAY_TEXTS, recentContributionsView, type PublicContribution } from 'shared-contracts';

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
      {rows.length === 0 ? (
        <Text c="gray.7">{DISPLAY_TEXTS.beFirst}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
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
          ))}
        </Stack>
      )}
    </Card>
  );
}
