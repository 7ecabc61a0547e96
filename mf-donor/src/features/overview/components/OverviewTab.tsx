import { SimpleGrid } from '@mantine/core';
import { LOADING_MESSAGES, formatEuros, formatNumber, type DonorDashboard } from 'shared-contracts';
import { CallStates } from 'shared-ui';
import { Fact } from '../../../components/Fact';
import { DONOR_TEXTS } from '../../../config/texts';
import { useDonorDashboard } from '../hooks/use-donor-dashboard';

const T = DONOR_TEXTS.overview;

/** Total donated, projects supported, number of donations and the fixed 'Positif' impact. */
export function OverviewTab() {
  const dashboard = useDonorDashboard();
  return (
    <CallStates call={dashboard} lines={4} errorMessage={LOADING_MESSAGES.data}>
      {({ stats }) => <Figures stats={stats} />}
    </CallStates>
  );
}

/** The donor's figures, as a description list. */
function Figures({ stats }: { stats: DonorDashboard['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="dl" m={0}>
      <Fact isFigure label={T.totalDonated} testId="figure-total">
        {formatEuros(stats.total_donated)}
      </Fact>
      <Fact isFigure label={T.campaignsSupported} testId="figure-campaigns">
        {formatNumber(stats.campaigns_supported)}
      </Fact>
      <Fact isFigure label={T.totalDonations} testId="figure-donations">
        {formatNumber(stats.total_donations)}
      </Fact>
      <Fact isFigure label={T.impact} testId="figure-impact">
        {T.impactValue}
      </Fact>
    </SimpleGrid>
  );
}
