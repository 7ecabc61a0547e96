// Standalone mount for this remote's own dev server: its rows of the routes table.
import { mountStandalone } from 'shared-ui';
import EmbedContributionPage from './exposes/embed-contribution-page';
import PaymentReturnPage from './exposes/payment-return-page';
import PlanControlPage from './exposes/plan-control-page';

mountStandalone('mf_donation', { EmbedContributionPage, PaymentReturnPage, PlanControlPage });
