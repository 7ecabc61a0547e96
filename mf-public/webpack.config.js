const { createFederationConfig } = require('../federation/create-federation-config');

module.exports = createFederationConfig({
  name: 'mf_public',
  dir: __dirname,
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './CampaignListPage': './src/exposes/campaign-list-page.tsx',
    './AssociationListPage': './src/exposes/association-list-page.tsx',
    './CampaignPage': './src/exposes/campaign-page.tsx',
    './AssociationPage': './src/exposes/association-page.tsx',
    './AssociationSignUpPage': './src/exposes/association-sign-up-page.tsx',
    './FaqPage': './src/exposes/faq-page.tsx',
    './TermsPage': './src/exposes/terms-page.tsx',
    './LegalNoticePage': './src/exposes/legal-notice-page.tsx',
    './PrivacyPolicyPage': './src/exposes/privacy-policy-page.tsx',
    './AccessibilityStatementPage': './src/exposes/accessibility-statement-page.tsx',
    './CookiesPage': './src/exposes/cookies-page.tsx',
    './UnsubscribePage': './src/exposes/unsubscribe-page.tsx',
  },
});
