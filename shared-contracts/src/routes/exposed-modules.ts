// Federated modules that are not pages: their id and props are the public API the owning remote
// versions, and the remote that loads them types its side with the same declaration.
import type { ContributeFrequency } from './campaign-contribute';

/** mf_donation's contribution dialog, opened by mf-public's campaign page. */
export const CONTRIBUTION_DIALOG_MODULE = 'mf_donation/ContributionDialog';

export interface ContributionDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  onClose: () => void;
  /** The campaign given to (id or slug). */
  campaignId: string;
  /** Amount chosen before opening (a reward's minimum), in euros. */
  initialAmount?: number;
  /**
   * Frequency chosen before opening (a link's `&frequence=mensuel`); offered by the dialog on
   * a continuous campaign only, and always confirmed by the donor beside its summary.
   */
  initialFrequency?: ContributeFrequency;
}
