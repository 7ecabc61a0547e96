import { released } from '../components/Released';
import { UnsubscribePage } from '../features/unsubscribe/components/UnsubscribePage';

export default released(UnsubscribePage);
