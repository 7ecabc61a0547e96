import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  PLACEHOLDER_IMAGE_URL,
  formatDate,
  formatEuros,
  type Donation,
  ROUTES,
} from 'shared-contracts';
import { REWARD_DELIVERY_TEXTS as DELIVERY } from 'shared-contracts/src/reward/reward-delivery.texts';
import { PaymentStatusBadge } from 'shared-ui';
import { Fact } from '../../../components/Fact';
import { DONOR_TEXTS } from '../../../config/texts';

const T = DONOR_TEXTS.donations;

/**
 * One gift: the campaign (image and link), association, amount, date, reward, payment, and a
 * posted reward's status ('À envoyer' / 'Envoyée le …' with the association's note, issue 30).
 */
export function DonationCard({ donation }: { donation: Donation }) {
  const reward = donation.reward_selected ?? donation.rewards[0]?.title ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="donor-donation">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={donation.campaign_image || PLACEHOLDER_IMAGE_URL}
          fallbackSrc={PLACEHOLDER_IMAGE_URL}
          alt=""
          w={96}
          h={72}
          radius="sm"
          fit="cover"
          style={{ flexShrink: 0 }}
        />
        <Stack gap="sm" style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Anchor
              component={Link}
              to={ROUTES.campaign.href({ campaignId: donation.campaign_slug })}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {donation.campaign_title}
            </Anchor>
            <PaymentStatusBadge status={donation.payment_status} />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} spacing="xs">
            <Fact label={T.association}>{donation.association_name}</Fact>
            <Fact label={T.amount}>{formatEuros(donation.amount)}</Fact>
            <Fact label={T.date}>{formatDate(donation.created_at)}</Fact>
            <Fact label={T.reward}>{reward ?? T.noReward}</Fact>
            {donation.reward_delivery && (
              <Fact label={DELIVERY.donorStatusLabel} testId="reward-delivery-status">
                {donation.reward_delivery.status === 'sent'
                  ? DELIVERY.sentOn(formatDate(donation.reward_delivery.sent_at!))
                  : DELIVERY.toSend}
                {donation.reward_delivery.tracking_note && (
                  <Text component="span" display="block" size="xs" c="dimmed">
                    {donation.reward_delivery.tracking_note}
                  </Text>
                )}
              </Fact>
            )}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
