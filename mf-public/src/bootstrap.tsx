// Standalone mount for this remote's own dev server (shared-ui's mountStandalone).
import { mountStandalone } from 'shared-ui';
import HomePage from './exposes/home-page';
import CampaignListPage from './exposes/campaign-list-page';
import AssociationListPage from './exposes/association-list-page';
import CampaignPage from './exposes/campaign-page';
import AssociationPage from './exposes/association-page';
import FaqPage from './exposes/faq-page';
import TermsPage from './exposes/terms-page';

mountStandalone([
  { path: '/', Component: HomePage },
  { path: '/campaigns', Component: CampaignListPage },
  { path: '/associations', Component: AssociationListPage },
  { path: '/campaign/:campaignId', Component: CampaignPage },
  { path: '/association/:associationId', Component: AssociationPage },
  { path: '/associations/:associationId', Component: AssociationPage },
  { path: '/faq', Component: FaqPage },
  { path: '/terms', Component: TermsPage },
]);
