// Links of the console. TEMPORARY until the routes table of shared-contracts lands (house).
export type AdminTab = 'overview' | 'associations' | 'campaigns' | 'users' | 'donations';

const id = (value: string) => encodeURIComponent(value);

export const adminPaths = {
  tab: (tab: AdminTab) => `/admin?tab=${tab}`,
  associationCreate: () => '/admin/associations/create',
  associationEdit: (associationId: string) => `/admin/associations/${id(associationId)}/edit`,
  campaignCreate: () => '/admin/campaigns/create',
  campaignEdit: (campaignId: string) => `/admin/campaigns/${id(campaignId)}/edit`,
  publicCampaign: (slug: string) => `/campaign/${id(slug)}`,
};
