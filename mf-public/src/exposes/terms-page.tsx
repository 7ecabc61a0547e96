export { TermsPage as default } from '../features/info/components/TermsPage';
