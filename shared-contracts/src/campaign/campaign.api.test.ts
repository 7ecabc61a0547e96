import { ID, campaign, contribution } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import {
  createAdminCampaign,
  createDashboardCampaign,
  deleteAdminCampaign,
  deleteDashboardCampaign,
  getAdminCampaign,
  getAdminCampaigns,
  getCampaign,
  getCampaignContributions,
  getCampaigns,
  getDashboardCampaign,
  getDashboardCampaigns,
  updateAdminCampaign,
  updateDashboardCampaign,
} from './campaign.api';

const editableCampaign = {
  ...campaign,
  edit_rules: {
    locked_fields: [{ field: 'target_amount', reason: 'Figé' }],
    earliest_end_date: null,
    allowed_statuses: ['draft', 'active', 'completed'],
  },
};

const cases: CallCase[] = [
  [
    'GET',
    '/campaigns?search=eau&category=social',
    '/campaigns',
    { data: [campaign] },
    (c) => getCampaigns(c, { search: 'eau', category: 'social' }),
    [expect.objectContaining({ slug: 'puits' })],
  ],
  [
    'GET',
    '/campaigns/puits',
    '/campaigns/puits',
    { data: campaign },
    (c) => getCampaign(c, 'puits'),
    campaign,
  ],
  [
    'GET',
    '/campaigns/puits/donations',
    '/campaigns/puits/donations',
    { data: [contribution] },
    (c) => getCampaignContributions(c, 'puits'),
    [contribution],
  ],
  [
    'GET',
    '/dashboard/campaigns',
    '/dashboard/campaigns',
    { data: [campaign] },
    (c) => getDashboardCampaigns(c),
    [campaign],
  ],
  [
    'POST',
    '/dashboard/campaigns',
    '/dashboard/campaigns',
    { data: campaign },
    (c) => createDashboardCampaign(c, { title: 'T', description: 'D' }),
    campaign,
    { title: 'T', description: 'D' },
  ],
  [
    'PUT',
    `/dashboard/campaigns/${ID}`,
    `/dashboard/campaigns/${ID}`,
    { data: campaign },
    (c) => updateDashboardCampaign(c, ID, { title: 'T' }),
    campaign,
    { title: 'T' },
  ],
  [
    'DELETE',
    `/dashboard/campaigns/${ID}`,
    `/dashboard/campaigns/${ID}`,
    { data: null },
    (c) => deleteDashboardCampaign(c, ID),
    undefined,
  ],
  [
    'GET',
    '/admin/campaigns',
    '/admin/campaigns',
    { data: [campaign] },
    (c) => getAdminCampaigns(c),
    [campaign],
  ],
  [
    'GET',
    `/admin/campaigns/${ID}`,
    `/admin/campaigns/${ID}`,
    { data: editableCampaign },
    (c) => getAdminCampaign(c, ID),
    editableCampaign,
  ],
  [
    'GET',
    `/dashboard/campaigns/${ID}`,
    `/dashboard/campaigns/${ID}`,
    { data: editableCampaign },
    (c) => getDashboardCampaign(c, ID),
    editableCampaign,
  ],
  [
    'POST',
    '/admin/campaigns',
    '/admin/campaigns',
    { data: campaign },
    (c) => createAdminCampaign(c, { title: 'T', description: 'D', association_id: ID }),
    campaign,
    { title: 'T', description: 'D', association_id: ID },
  ],
  [
    'PUT',
    `/admin/campaigns/${ID}`,
    `/admin/campaigns/${ID}`,
    { data: campaign },
    (c) => updateAdminCampaign(c, ID, { status: 'completed' }),
    campaign,
    { status: 'completed' },
  ],
  [
    'DELETE',
    `/admin/campaigns/${ID}`,
    `/admin/campaigns/${ID}`,
    { data: null },
    (c) => deleteAdminCampaign(c, ID),
    undefined,
  ],
];

describe('campaign calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);

  it('reads a non-list answer to a list call as empty', async () => {
    context.server.reply('GET', '/campaigns', { json: { data: { unexpected: true } } });
    expect(await getCampaigns(context.client)).toEqual([]);
  });
});
