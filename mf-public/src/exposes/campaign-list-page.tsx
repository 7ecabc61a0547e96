export { CampaignListPage as default } from '../features/campaigns/components/CampaignListPage';
