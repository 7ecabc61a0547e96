export { ContributionDialog as default } from '../features/contribution/components/ContributionDialog';
