import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { DONOR_TEXTS } from '../../../config/texts';
import { useLeaveSignedOut } from '../../../hooks/use-leave-signed-out';
import { useAccountErasure, useDataExport } from '../hooks/use-donor-privacy';
import { AccountDeletionPanel } from './AccountDeletionPanel';
import { DataExportPanel } from './DataExportPanel';

const T = DONOR_TEXTS.privacy;

/** 'Mes données': a copy of the donor's data, and the deletion of the account (RGPD). */
export default function PrivacyTab() {
  const exports = useDataExport();
  const erasure = useAccountErasure();
  // The account is gone: the donor leaves for the home page, signed out.
  const leave = useLeaveSignedOut(T.erased);
  const erase = async (password: string) => {
    const outcome = await erasure.erase(password);
    if (!outcome?.isErased) return outcome?.passwordError;
    leave();
    return undefined;
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="donor-privacy-title">
      <Title order={2} size="h3" id="donor-privacy-title">
        {T.title}
      </Title>
      <Text>
        {T.intro}{' '}
        <Anchor component={Link} to={ROUTES.privacy.href()}>
          {T.policyLink}
        </Anchor>
      </Text>
      <DataExportPanel pendingFormat={exports.pendingFormat} onDownload={exports.download} />
      <AccountDeletionPanel isPending={erasure.isPending} onErase={erase} />
    </Stack>
  );
}
