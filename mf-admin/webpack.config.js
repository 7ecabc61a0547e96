const { createFederationConfig } = require('../federation/create-federation-config');

module.exports = createFederationConfig({
  name: 'mf_admin',
  dir: __dirname,
  exposes: {
    './AdminDashboardPage': './src/exposes/admin-dashboard-page.tsx',
    './AssociationCreatePage': './src/exposes/association-create-page.tsx',
    './AssociationEditPage': './src/exposes/association-edit-page.tsx',
    './CampaignCreatePage': './src/exposes/campaign-create-page.tsx',
    './CampaignEditPage': './src/exposes/campaign-edit-page.tsx',
  },
});
