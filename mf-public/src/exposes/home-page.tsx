import { released } from '../components/Released';
import { HomePage } from '../features/home/components/HomePage';

export default released(HomePage);
