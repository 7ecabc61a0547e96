import { released } from '../components/Released';
import { CampaignListPage } from '../features/campaigns/components/CampaignListPage';

export default released(CampaignListPage);
