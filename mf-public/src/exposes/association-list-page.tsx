export { AssociationListPage as default } from '../features/associations/components/AssociationListPage';
