import type { ComponentType } from 'react';
import type { ContributionDialogProps } from 'shared-contracts';
import { ContributionDialog } from '../features/contribution/components/ContributionDialog';

// The exposed module keeps the props shared-contracts declares (mf-public types its side with it).
const ExposedContributionDialog: ComponentType<ContributionDialogProps> = ContributionDialog;
export default ExposedContributionDialog;
