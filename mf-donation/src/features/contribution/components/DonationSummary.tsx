import { Paper, Text } from '@mantine/core';
import {
  TAX_RECEIPT_TIMING_TEXTS,
  formatEuros,
  formatLongDate,
  fundingMode,
  taxReceiptMoment,
  type Campaign,
} from 'shared-contracts';
import { DIALOG_TEXTS } from '../../../config/texts';

export interface DonationSummaryProps {
  amount: number;
  /** Null when the campaign could not be loaded: the gift still goes to the campaign. */
  campaign: Pick<Campaign, 'title' | 'target_amount' | 'end_date'> | null;
  /** The reward title the amount reaches, null for none. */
  rewardTitle: string | null;
  /** 'soit X € après réduction d'impôt' when the gift gets a receipt, else null. */
  afterReduction?: string | null;
  /**
   * A regular gift's rhythm ('par mois'), null for a gift made once: its receipt is the
   * yearly cumulative one its terms announce, not one after this payment.
   */
  per?: string | null;
}

/** The line read before paying: amount, campaign, reward, and what happens to the money. */
export function DonationSummary({
  amount,
  campaign,
  rewardTitle,
  afterReduction = null,
  per = null,
}: DonationSummaryProps) {
  const mode = campaign ? fundingMode(campaign) : null;
  return (
    <Paper bg="gray.0" radius="md" p="sm" data-testid="donation-summary">
      <Text size="sm">
        {DIALOG_TEXTS.summaryGift(
          per ? `${formatEuros(amount)} ${per}` : formatEuros(amount),
          campaign ? `« ${campaign.title} »` : DIALOG_TEXTS.summaryThisCampaign,
          afterReduction,
        )}{' '}
        {/* Without the campaign, the reward and the funding mode are unknown: nothing said. */}
        {campaign && (
          <>
            {rewardTitle ? DIALOG_TEXTS.summaryReward(rewardTitle) : DIALOG_TEXTS.summaryNoReward}{' '}
            {mode === 'goal' ? DIALOG_TEXTS.summaryGoal : DIALOG_TEXTS.summaryContinuous}
            {afterReduction &&
              !per &&
              ` ${
                // A goal campaign's gift is final, and its receipt issued, once the goal is reached.
                mode && taxReceiptMoment(mode) === 'goal_reached'
                  ? TAX_RECEIPT_TIMING_TEXTS.atGoal(formatLongDate(campaign.end_date))
                  : TAX_RECEIPT_TIMING_TEXTS.afterPayment
              }`}
          </>
        )}
      </Text>
    </Paper>
  );
}
