import { released } from '../components/Released';
import { AssociationSignUpPage } from '../features/association-sign-up/components/AssociationSignUpPage';

export default released(AssociationSignUpPage);
