import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES, sessionStore } from 'shared-contracts';
import { showSuccessToast } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { useAccountErasure, useDataExport } from '../hooks/use-donor-privacy';
import { AccountDeletionPanel } from './AccountDeletionPanel';
import { DataExportPanel } from './DataExportPanel';

const T = DONOR_TEXTS.privacy;

/** 'Mes données': a copy of the donor's data, and the deletion of the account (RGPD). */
export function PrivacyTab() {
  const exports = useDataExport();
  const erasure = useAccountErasure();
  const navigate = useNavigate();

  // The account is gone: leave for the home page first, then end the session once this guarded
  // page is gone (ended while it is shown, the shell's guard would send to /login).
  const isErased = useRef(false);
  useEffect(
    () => () => {
      if (!isErased.current) return;
      sessionStore.getState().clear();
      showSuccessToast(T.erased);
    },
    [],
  );
  const erase = async (password: string) => {
    const outcome = await erasure.erase(password);
    if (!outcome?.isErased) return outcome?.passwordError;
    isErased.current = true;
    navigate(ROUTES.home.href());
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
