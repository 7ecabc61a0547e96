// Standalone mount for this remote's own dev server (see federation/mount-standalone.tsx).
import { mountStandalone } from '../../federation/mount-standalone';
import PaymentReturnPage from './exposes/payment-return-page';

mountStandalone([
  { path: '/donation/success', Component: PaymentReturnPage },
  { path: '*', Component: PaymentReturnPage },
]);
