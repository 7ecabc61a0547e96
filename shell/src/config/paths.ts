// Typed path builders for every route of spec section 2.
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  campaigns: '/campaigns',
  associations: '/associations',
  campaign: (slug: string) => `/campaign/${encodeURIComponent(slug)}`,
  association: (slug: string) => `/association/${encodeURIComponent(slug)}`,
  donationSuccess: '/donation/success',
  faq: '/faq',
  terms: '/terms',
  dashboard: '/dashboard',
  donorDashboard: '/donor-dashboard',
  admin: '/admin',
} as const;
