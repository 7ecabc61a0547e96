import { released } from '../components/Released';
import { AssociationListPage } from '../features/associations/components/AssociationListPage';

export default released(AssociationListPage);
