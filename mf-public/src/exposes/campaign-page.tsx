export { CampaignPage as default } from '../features/campaigns/components/CampaignPage';
