const { createFederationConfig } = require('../federation/create-federation-config');

module.exports = createFederationConfig({
  name: 'mf_manager',
  dir: __dirname,
  exposes: {
    './ManagerDashboardPage': './src/exposes/manager-dashboard-page.tsx',
    './CampaignCreatePage': './src/exposes/campaign-create-page.tsx',
    './CampaignEditPage': './src/exposes/campaign-edit-page.tsx',
    './AssociationEditPage': './src/exposes/association-edit-page.tsx',
  },
});
