import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LOADING_MESSAGES, ROUTES } from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { useDonorDonations } from '../hooks/use-donor-donations';
import { DonationCard } from './DonationCard';

const T = DONOR_TEXTS.donations;

/** The donor's history of gifts. */
export function DonationsTab() {
  const { data, error, isLoading, reload } = useDonorDonations();
  let body;
  if (isLoading && !data) body = <PageLoading lines={5} />;
  else if (!data)
    body = <PageError error={error} message={LOADING_MESSAGES.donations} onRetry={reload} />;
  else if (data.length === 0)
    body = (
      <PageEmpty
        title={T.empty}
        description={T.emptyHint}
        action={
          <Button component={Link} to={ROUTES.campaigns.href()} variant="light">
            {T.discover}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        {data.map((donation) => (
          <DonationCard key={donation.id} donation={donation} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="md" component="section" aria-labelledby="donor-donations-title">
      <Title order={2} size="h3" id="donor-donations-title">
        {T.title}
      </Title>
      {body}
    </Stack>
  );
}
