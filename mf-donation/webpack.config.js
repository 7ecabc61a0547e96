const { createFederationConfig } = require('../federation/create-federation-config');

module.exports = createFederationConfig({
  name: 'mf_donation',
  dir: __dirname,
  exposes: {
    './ContributionDialog': './src/exposes/contribution-dialog.tsx',
    './PaymentReturnPage': './src/exposes/payment-return-page.tsx',
    './PlanControlPage': './src/exposes/plan-control-page.tsx',
    './EmbedContributionPage': './src/exposes/embed-contribution-page.tsx',
  },
});
