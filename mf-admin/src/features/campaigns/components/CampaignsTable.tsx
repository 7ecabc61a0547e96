import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatEuros, type Campaign, ROUTES } from 'shared-contracts';
import { DataTable, StatusBadge } from 'shared-ui';
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
    <DataTable
      label={T.title}
      minWidth={760}
      rows={campaigns}
      rowTestId={(campaign) => `campaign-row-${campaign.id}`}
      columns={[
        {
          header: T.campaign,
          cell: (campaign) => (
            <Anchor
              component={Link}
              to={ROUTES.campaign.href({ campaignId: campaign.slug })}
              fw={600}
              size="sm"
            >
              {campaign.title}
            </Anchor>
          ),
        },
        { header: T.association, cell: (campaign) => campaign.association_name },
        { header: T.status, cell: (campaign) => <StatusBadge status={campaign.status} /> },
        {
          header: T.raised,
          numeric: true,
          cell: (campaign) => formatEuros(campaign.raised_amount),
        },
        {
          header: T.target,
          numeric: true,
          cell: (campaign) =>
            campaign.target_amount === null ? (
              <Text size="sm" c="dimmed" span>
                {T.continuous}
              </Text>
            ) : (
              formatEuros(campaign.target_amount)
            ),
        },
        {
          header: T.actions,
          cell: (campaign) => (
            <RowActions
              name={campaign.title}
              editHref={ROUTES.adminCampaignEdit.href({ campaignId: campaign.id })}
              onDelete={() => onDelete(campaign)}
            />
          ),
        },
      ]}
    />
  );
}
