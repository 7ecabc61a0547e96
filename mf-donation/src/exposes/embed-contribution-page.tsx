export { EmbedContributionPage as default } from '../features/embed/components/EmbedContributionPage';
