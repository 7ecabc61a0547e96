import { Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatEuros, formatLongDate } from 'shared-contracts';
import { RECURRING_TERMS_TEXTS as T } from 'shared-contracts/src/recurring/recurring-terms.texts';
import type { ContributionFacts } from '../state/contribution-derivations';
import { regularGiftSummary } from '../state/regular-gift-summary';
import type { CheckBinding } from '../state/use-contribution-state';

export interface RegularGiftTermsProps {
  /** The gift as things stand: a regular one with a valid amount shows its terms. */
  facts: ContributionFacts;
  /** The first charge's day (the dialog's opening day). */
  today: Date;
  /** 'J'accepte que ma carte soit débitée...': required before paying. */
  consent: CheckBinding;
}

/**
 * What a regular gift commits the donor to (its terms: regular-gift-summary.ts), read before paying and ticked: the amount and its
 * rhythm, today's first charge and the next one's date, the yearly cost (after the reduction
 * where the association is eligible), how to stop, and the one receipt a year.
 */
export function RegularGiftTerms({ facts, today, consent }: RegularGiftTermsProps) {
  const terms = regularGiftSummary(facts, today);
  if (terms === null || facts.validAmount === null) return null;
  const { per, nextChargeDay, yearlyTotal, yearlyAfterReduction } = terms;
  const euros = formatEuros(facts.validAmount);
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
          {facts.getsReceipt && <List.Item>{T.summaryOneReceipt}</List.Item>}
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
