import { catalogueCalls, crudCalls } from '../http/rest-calls';
import { publicContributionSchema } from '../donation/donation.schema';
import {
  campaignSchema,
  campaignSummarySchema,
  editableCampaignSchema,
  type Campaign,
  type EditableCampaign,
  type CampaignCreateInput,
  type CampaignUpdateInput,
  type ManagerCampaignCreateInput,
  type ManagerCampaignUpdateInput,
} from './campaign.schema';

const publicCampaigns = catalogueCalls('/campaigns', campaignSummarySchema, campaignSchema);
/** GET /campaigns: the public list. */
export const getCampaigns = publicCampaigns.list;
/** GET /campaigns/{idOrSlug}: one campaign with its association's facts and rewards. */
export const getCampaign = publicCampaigns.get;
/** GET /campaigns/{idOrSlug}/donations: the contributions shown on the campaign page. */
export const getCampaignContributions = publicCampaigns.subList(
  'donations',
  publicContributionSchema,
);

/**
 * The calls of a role's campaign screens at `base`: the list, one campaign with its edit rules
 * (the editor's read), create, update and delete; each role sends its own inputs.
 */
const campaignEditorCalls = <CreateInput, UpdateInput>(base: string) =>
  crudCalls<Campaign, CreateInput, UpdateInput, EditableCampaign>(
    base,
    campaignSchema,
    editableCampaignSchema,
  );

// Association manager (spec section 7).

const dashboardCampaigns = campaignEditorCalls<
  ManagerCampaignCreateInput,
  ManagerCampaignUpdateInput
>('/dashboard/campaigns');
export const getDashboardCampaigns = dashboardCampaigns.list;
/** The manager's edit screen: one of the manager's own campaigns, with its edit rules. */
export const getDashboardCampaign = dashboardCampaigns.get;
export const createDashboardCampaign = dashboardCampaigns.create;
export const updateDashboardCampaign = dashboardCampaigns.update;
export const deleteDashboardCampaign = dashboardCampaigns.remove;

// Super admin (spec section 7).

const adminCampaigns = campaignEditorCalls<CampaignCreateInput, CampaignUpdateInput>(
  '/admin/campaigns',
);
export const getAdminCampaigns = adminCampaigns.list;
/** The admin's edit screen: any campaign, with its edit rules. */
export const getAdminCampaign = adminCampaigns.get;
export const createAdminCampaign = adminCampaigns.create;
export const updateAdminCampaign = adminCampaigns.update;
export const deleteAdminCampaign = adminCampaigns.remove;
