const { createFederationConfig } = require('../federation/create-federation-config');

module.exports = createFederationConfig({
  name: 'mf_donor',
  dir: __dirname,
  exposes: {
    './DonorDashboardPage': './src/exposes/donor-dashboard-page.tsx',
  },
});
