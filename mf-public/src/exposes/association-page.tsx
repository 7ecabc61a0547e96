import { released } from '../components/Released';
import { AssociationPage } from '../features/associations/components/AssociationPage';

export default released(AssociationPage);
