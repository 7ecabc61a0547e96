export { AssociationEditPage as default } from '../features/association/components/AssociationEditPage';
