export { CampaignCreatePage as default } from '../features/campaigns/components/CampaignFormPage/CampaignFormPage';
