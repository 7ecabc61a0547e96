export { PaymentReturnPage as default } from '../features/payment/components/PaymentReturnPage';
