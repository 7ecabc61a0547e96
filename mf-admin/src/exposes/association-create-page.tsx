export { AssociationCreatePage as default } from '../features/associations/components/AssociationFormPage/AssociationFormPage';
