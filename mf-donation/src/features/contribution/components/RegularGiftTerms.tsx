import { Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatEuros, formatLongDate } from 'shared-contracts';
import { RECURRING_TERMS_TEXTS as T } from 'shared-contracts/src/recurring/recurring-terms.texts';
import type { RegularGiftSummary } from '../state/contribution-derivations';
import type { CheckBinding } from '../state/use-contribution-state';

export interface RegularGiftTermsProps extends RegularGiftSummary {
  /** Each charge's amount, in euros. */
  amount: number;
  /** The association issues reçus fiscaux for this gift: one cumulative receipt a year. */
  getsReceipt: boolean;
  /** 'J'accepte que ma carte soit débitée...': required before paying. */
  consent: CheckBinding;
}

/**
 * What a regular gift commits the donor to, read before paying and ticked: the amount and its
 * rhythm, today's first charge and the next one's date, the yearly cost (after the reduction
 * where the association is eligible), how to stop, and the one receipt a year.
 */
export function RegularGiftTerms({
  amount,
  per,
  nextChargeDay,
  yearlyTotal,
  yearlyAfterReduction,
  getsReceipt,
  consent,
}: RegularGiftTermsProps) {
  const euros = formatEuros(amount);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="regular-gift-terms">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {T.summaryTitle} : {T.summaryAmount(euros, per)}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{T.summaryFirstCharge(euros)}</List.Item>
          <List.Item data-testid="next-charge">
            {T.summaryNextCharge(formatLongDate(nextChargeDay))}
          </List.Item>
          <List.Item data-testid="yearly-cost">
            {yearlyAfterReduction === null
              ? `${T.summaryYearly(formatEuros(yearlyTotal))}.`
              : `${T.summaryYearlyAfterReduction(
                  formatEuros(yearlyTotal),
                  formatEuros(yearlyAfterReduction),
                )}.`}
          </List.Item>
          <List.Item>{T.summaryHowToStop}</List.Item>
          {getsReceipt && <List.Item>{T.summaryOneReceipt}</List.Item>}
        </List>
        <Text component="div" size="sm">
          <Checkbox
            label={T.consentLabel(euros, per)}
            {...consent}
            aria-invalid={Boolean(consent.error)}
            data-testid="recurring-consent"
          />
        </Text>
      </Stack>
    </Paper>
  );
}
