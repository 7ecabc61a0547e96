import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LOADING_MESSAGES, ROUTES } from 'shared-contracts';
import { CallStates, PageEmpty, TitledSection } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { useDonorDonations } from '../hooks/use-donor-donations';
import { DonationCard } from './DonationCard';

const T = DONOR_TEXTS.donations;

/** The donor's history of gifts. */
export default function DonationsTab() {
  const donations = useDonorDonations();
  return (
    <TitledSection titleId="donor-donations-title" title={T.title} titleSize="h3" gap="md">
      <CallStates
        call={donations}
        lines={5}
        errorMessage={LOADING_MESSAGES.donations}
        empty={
          <PageEmpty
            title={T.empty}
            description={T.emptyHint}
            action={
              <Button component={Link} to={ROUTES.campaigns.href()} variant="light">
                {T.discover}
              </Button>
            }
          />
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.map((donation) => (
              <DonationCard key={donation.id} donation={donation} />
            ))}
          </Stack>
        )}
      </CallStates>
    </TitledSection>
  );
}
