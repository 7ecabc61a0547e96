import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, type Campaign, ROUTES } from 'shared-contracts';
import { CallStates, ConfirmDialog, PageEmpty } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';
import { useDeleteCampaign } from '../hooks/use-delete-campaign';
import { useMyCampaigns } from '../hooks/use-my-campaigns';
import { CampaignList } from './CampaignList';

/** 'Mes campagnes': the list, a new campaign, edit, and delete after confirmation. */
export function CampaignsTab() {
  const campaigns = useMyCampaigns();
  const remove = useDeleteCampaign(campaigns.reload);
  const [toDelete, setToDelete] = useState<Campaign | null>(null);

  const createButton = (
    <Button component={Link} to={ROUTES.managerCampaignCreate.href()}>
      {MANAGER_TEXTS.newCampaign}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">{createButton}</Group>
      <CallStates call={campaigns} lines={6} empty={<PageEmpty title={NAV_TEXTS.noCampaignYet} />}>
        {(list) => <CampaignList campaigns={list} onDelete={setToDelete} />}
      </CallStates>
      <ConfirmDialog
        opened={toDelete !== null}
        title={MANAGER_TEXTS.deleteCampaignTitle}
        message={toDelete ? MANAGER_TEXTS.deleteCampaignMessage(toDelete.title) : ''}
        confirmLabel={MANAGER_TEXTS.delete}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete) await remove.run(toDelete.id);
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
