import { isGoalReached } from '../campaign/campaign-funding';
import { DISPLAY_TEXTS } from '../texts';

export interface CampaignProgress {
  /** Whole percent raised over target, not capped (e.g. 150); null without a target. */
  percent: number | null;
  /** Width of the progress bar, 0 to 100. */
  bar: number;
  /** Raised is 100 % of the target or more. */
  isFunded: boolean;
  /** A target exists; without one the campaign is continuous funding. */
  hasTarget: boolean;
  /** '42%', or '∞' without a target. */
  label: string;
  /** 'financé', or 'ouvert' without a target. */
  caption: string;
}

/**
 * Progress of a campaign (spec section 4). A target of 0 or less counts as no target: the new
 * form defaults it to 0, and a percentage of 0 would divide by zero. The percent is floored so
 * that a card never reads '100%' without being funded.
 */
export function campaignProgress(
  raised: number | null | undefined,
  target: number | null | undefined,
): CampaignProgress {
  const raisedValue =
    typeof raised === 'number' && Number.isFinite(raised) ? Math.max(0, raised) : 0;
  if (typeof target !== 'number' || !Number.isFinite(target) || target <= 0) {
    return {
      percent: null,
      bar: 0,
      isFunded: false,
      hasTarget: false,
      label: DISPLAY_TEXTS.infinity,
      caption: DISPLAY_TEXTS.open,
    };
  }
  // Compare in cents to keep 0.1 + 0.2 style drift from deciding whether a campaign is funded.
  const raisedCents = Math.round(raisedValue * 100);
  const targetCents = Math.round(target * 100);
  const percent = Math.floor((raisedCents * 100) / targetCents);
  return {
    percent,
    bar: Math.min(100, percent),
    isFunded: isGoalReached(raisedCents, targetCents),
    hasTarget: true,
    label: `${percent}%`,
    caption: 'financé',
  };
}
