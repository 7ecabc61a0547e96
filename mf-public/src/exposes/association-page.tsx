export { AssociationPage as default } from '../features/associations/components/AssociationPage';
