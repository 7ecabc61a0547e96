// The manager's screens (spec section 2, route table).
export const MANAGER_PATHS = {
  dashboard: '/dashboard',
  dashboardTab: (tab: string) => `/dashboard?tab=${encodeURIComponent(tab)}`,
  campaigns: '/dashboard?tab=campaigns',
  createCampaign: '/dashboard/campaigns/create',
  editCampaign: (id: string) => `/dashboard/campaigns/${encodeURIComponent(id)}/edit`,
  editAssociation: '/dashboard/associations/edit',
} as const;
