export { FaqPage as default } from '../features/info/components/FaqPage';
