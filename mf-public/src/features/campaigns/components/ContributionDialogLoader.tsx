import { Alert, Button, Loader, Stack } from '@mantine/core';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadFederated } from '../../../lib/federation/load-federated';
import { DIALOG_TEXTS } from '../../../config/texts';

/** The props mf_donation's ContributionDialog takes: its versioned public API. */
export interface ContributionDialogProps {
  opened: boolean;
  onClose: () => void;
  campaignId: string;
  initialAmount?: number;
}

type DialogModule = { default: ComponentType<ContributionDialogProps> };

class DialogBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { hasFailed: boolean }
> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Alert color="orange" role="alert" data-testid="contribution-dialog-fallback">
        <Stack gap="xs">
          {DIALOG_TEXTS.unavailable}
          <Button size="xs" w="fit-content" onClick={this.props.onRetry}>
            {DIALOG_TEXTS.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
}

/**
 * Renders mf_donation's dialog, loaded through federation on first use. If mf_donation is down
 * the campaign page stays, with a short notice and a retry (a fresh lazy() each time).
 */
export function ContributionDialogLoader(props: ContributionDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const Dialog = useMemo(
    () => lazy(() => loadFederated<DialogModule>('mf_donation/ContributionDialog')),
    // A new attempt must build a new lazy component: React.lazy keeps a rejection forever.
    [attempt],
  );
  if (!props.opened) return null;
  return (
    <DialogBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<Loader size="sm" />}>
        <Dialog {...props} />
      </Suspense>
    </DialogBoundary>
  );
}
