import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate } from 'shared-contracts';
import type { RewardDelivery } from 'shared-contracts/src/reward/reward-delivery.schema';
import {
  REWARD_DELIVERY_TEXTS as T,
  countryLabel,
} from 'shared-contracts/src/reward/reward-delivery.texts';
import { CallStates, PlainList } from 'shared-ui';
import { PanelSection } from '../../../components/PanelSection';
import { useRewardDeliveries } from '../hooks/use-reward-deliveries';

/** The address on its lines, as on an envelope. */
function AddressLines({ delivery }: { delivery: RewardDelivery }) {
  const address = delivery.shipping_address;
  if (!address) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      {address.address}
      <br />
      {address.address_extra && (
        <>
          {address.address_extra}
          <br />
        </>
      )}
      {address.postal_code} {address.city}
      <br />
      {countryLabel(address.country)}
    </Text>
  );
}

/**
 * 'Contreparties à envoyer' under the campaign's edit form (issue 30 item 7): who is owed which
 * posted reward, at which address, sent or not; 'Marquer envoyée' with an optional tracking
 * note; the CSV export. A lazy chunk of the edit page; the addresses never leave it otherwise.
 */
export default function RewardDeliveriesPanel({ campaignId }: { campaignId: string }) {
  const deliveries = useRewardDeliveries(campaignId);
  const { data, reload, markSent, exportCsv } = deliveries;
  const [marking, setMarking] = useState<RewardDelivery | null>(null);
  const [note, setNote] = useState('');

  return (
    <PanelSection
      name="reward-deliveries"
      texts={T}
      action={
        <Button
          variant="light"
          onClick={() => exportCsv.run()}
          loading={exportCsv.isPending}
          disabled={!data || data.length === 0}
        >
          {T.export}
        </Button>
      }
    >
      <CallStates call={deliveries} lines={4}>
        {(list) => (
          <PlainList items={list} empty={<Text c="gray.7">{T.empty}</Text>}>
            {(delivery) => (
              <PlainList.Row
                key={delivery.donation_id}
                gap="sm"
                align="flex-start"
                data-testid="reward-delivery"
              >
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600}>{delivery.donor_name}</Text>
                  <Text size="sm">
                    {T.reward} : {delivery.reward_title}
                  </Text>
                  <AddressLines delivery={delivery} />
                  {delivery.tracking_note && (
                    <Text size="sm" c="gray.7">
                      {T.note} : {delivery.tracking_note}
                    </Text>
                  )}
                </Stack>
                <Stack gap="xs" align="flex-end">
                  <Badge
                    color={delivery.status === 'sent' ? 'teal' : 'yellow'}
                    variant="light"
                    miw="max-content"
                  >
                    {delivery.status === 'sent' ? T.sent : T.toSend}
                  </Badge>
                  {delivery.sent_at && (
                    <Text size="xs" c="gray.7">
                      {T.sentOn(formatLongDate(delivery.sent_at))}
                    </Text>
                  )}
                  {delivery.status === 'to_send' && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => {
                        setNote('');
                        setMarking(delivery);
                      }}
                    >
                      {T.markSent}
                    </Button>
                  )}
                </Stack>
              </PlainList.Row>
            )}
          </PlainList>
        )}
      </CallStates>
      <Modal
        opened={marking !== null}
        onClose={() => setMarking(null)}
        title={marking ? T.markSentTitle(marking.reward_title, marking.donor_name) : ''}
      >
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (!marking) return;
            if (await markSent.run(marking.donation_id, note)) {
              setMarking(null);
              reload();
            }
          }}
        >
          <Stack gap="md">
            <Textarea
              label={T.noteLabel}
              description={T.noteHint}
              maxLength={500}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMarking(null)}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={markSent.isPending}>
                {T.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </PanelSection>
  );
}
