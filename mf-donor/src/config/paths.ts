// Links of the donor area. TEMPORARY until the routes table of shared-contracts lands (house).
export const donorPaths = {
  home: () => '/',
  campaigns: () => '/campaigns',
  campaign: (slug: string) => `/campaign/${encodeURIComponent(slug)}`,
};
