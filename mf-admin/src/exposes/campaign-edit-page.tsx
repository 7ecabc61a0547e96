export { CampaignEditPage as default } from '../features/campaigns/components/CampaignFormPage/CampaignFormPage';
