import { Text } from '@mantine/core';
import { DISPLAY_TEXTS, recentContributionsView, type PublicContribution } from 'shared-contracts';
import { PlainList } from 'shared-ui';
import { SideCard } from '../../../components/SectionCard';

export interface RecentContributionsProps {
  contributions: PublicContribution[];
}

/** 'Contributions récentes': the first 5, the donor's name or 'Donateur anonyme'. */
export function RecentContributions({ contributions }: RecentContributionsProps) {
  const rows = recentContributionsView(contributions);
  return (
    <SideCard titleId="recent-contributions-title" title={DISPLAY_TEXTS.recentContributions}>
      <PlainList items={rows} empty={<Text c="gray.7">{DISPLAY_TEXTS.beFirst}</Text>}>
        {(row) => (
          <PlainList.Row key={row.id} wrap="nowrap" gap="sm" data-testid="recent-contribution">
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
          </PlainList.Row>
        )}
      </PlainList>
    </SideCard>
  );
}
