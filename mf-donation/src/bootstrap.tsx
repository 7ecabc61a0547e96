// Standalone mount for this remote's own dev server (shared-ui's mountStandalone).
import { mountStandalone } from 'shared-ui';
import PaymentReturnPage from './exposes/payment-return-page';

mountStandalone([
  { path: '/donation/success', Component: PaymentReturnPage },
  { path: '*', Component: PaymentReturnPage },
]);
