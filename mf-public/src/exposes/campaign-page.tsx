import { released } from '../components/Released';
import { CampaignPage } from '../features/campaigns/components/CampaignPage';

export default released(CampaignPage);
