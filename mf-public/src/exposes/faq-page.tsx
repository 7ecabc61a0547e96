import { released } from '../components/Released';
import { FaqPage } from '../features/info/components/FaqPage';

export default released(FaqPage);
