import { released } from '../components/Released';
import { TermsPage } from '../features/info/components/TermsPage';

export default released(TermsPage);
