import { Alert, Button, Loader, Stack } from '@mantine/core';
import { CONTRIBUTION_DIALOG_MODULE, type ContributionDialogProps } from 'shared-contracts';
import { FederatedComponent } from 'shared-ui';
import { DIALOG_TEXTS } from '../../../config/texts';

/**
 * mf_donation's dialog, loaded through federation on first use. If mf_donation is down the
 * campaign page stays, with a short notice and a retry.
 */
export function ContributionDialogLoader(props: ContributionDialogProps) {
  if (!props.opened) return null;
  return (
    <FederatedComponent<ContributionDialogProps>
      module={CONTRIBUTION_DIALOG_MODULE}
      props={props}
      loading={<Loader size="sm" aria-label={DIALOG_TEXTS.loading} />}
      fallback={(retry) => (
        <Alert color="orange" role="alert" data-testid="contribution-dialog-fallback">
          <Stack gap="xs">
            {DIALOG_TEXTS.unavailable}
            <Button size="xs" w="fit-content" onClick={retry}>
              {DIALOG_TEXTS.retry}
            </Button>
          </Stack>
        </Alert>
      )}
    />
  );
}
