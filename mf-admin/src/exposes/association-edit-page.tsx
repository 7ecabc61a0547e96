export { AssociationEditPage as default } from '../features/associations/components/AssociationFormPage/AssociationFormPage';
