import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatEuros, type Campaign, ROUTES } from 'shared-contracts';
import { StatusBadge, TableFrame } from 'shared-ui';
import { RowActions } from '../../../components/RowActions';
import { ADMIN_TEXTS } from '../../../config/texts';

const T = ADMIN_TEXTS.campaigns;

export interface CampaignsTableProps {
  campaigns: Campaign[];
  onDelete: (campaign: Campaign) => void;
}

/** Every campaign: association, status, raised over target, edit and delete. */
export function CampaignsTable({ campaigns, onDelete }: CampaignsTableProps) {
  return (
    <TableFrame label={T.title} minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.campaign}</Table.Th>
          <Table.Th>{T.association}</Table.Th>
          <Table.Th>{T.status}</Table.Th>
          <Table.Th ta="right">{T.raised}</Table.Th>
          <Table.Th ta="right">{T.target}</Table.Th>
          <Table.Th>{T.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {campaigns.map((campaign) => (
          <Table.Tr key={campaign.id} data-testid={`campaign-row-${campaign.id}`}>
            <Table.Td>
              <Anchor
                component={Link}
                to={ROUTES.campaign.href({ campaignId: campaign.slug })}
                fw={600}
                size="sm"
              >
                {campaign.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{campaign.association_name}</Table.Td>
            <Table.Td>
              <StatusBadge status={campaign.status} />
            </Table.Td>
            <Table.Td ta="right">{formatEuros(campaign.raised_amount)}</Table.Td>
            <Table.Td ta="right">
              {campaign.target_amount === null ? (
                <Text size="sm" c="dimmed" span>
                  {T.continuous}
                </Text>
              ) : (
                formatEuros(campaign.target_amount)
              )}
            </Table.Td>
            <Table.Td>
              <RowActions
                name={campaign.title}
                editHref={ROUTES.adminCampaignEdit.href({ campaignId: campaign.id })}
                onDelete={() => onDelete(campaign)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
