// Standalone mount for this remote's own dev server: its rows of the routes table.
import { mountStandalone } from 'shared-ui';
import AccessibilityStatementPage from './exposes/accessibility-statement-page';
import AssociationListPage from './exposes/association-list-page';
import AssociationPage from './exposes/association-page';
import AssociationSignUpPage from './exposes/association-sign-up-page';
import CampaignListPage from './exposes/campaign-list-page';
import CampaignPage from './exposes/campaign-page';
import CookiesPage from './exposes/cookies-page';
import FaqPage from './exposes/faq-page';
import HomePage from './exposes/home-page';
import LegalNoticePage from './exposes/legal-notice-page';
import PrivacyPolicyPage from './exposes/privacy-policy-page';
import TermsPage from './exposes/terms-page';
import UnsubscribePage from './exposes/unsubscribe-page';

mountStandalone('mf_public', {
  HomePage,
  CampaignListPage,
  AssociationListPage,
  CampaignPage,
  AssociationPage,
  AssociationSignUpPage,
  FaqPage,
  TermsPage,
  LegalNoticePage,
  PrivacyPolicyPage,
  AccessibilityStatementPage,
  CookiesPage,
  UnsubscribePage,
});
