export { ContributionDialog as default } from '../features/contribution/components/ContributionDialog';
export type { ContributionDialogProps } from '../features/contribution/components/ContributionDialog';
