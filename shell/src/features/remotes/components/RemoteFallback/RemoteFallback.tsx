import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { SHELL_TEXTS } from '../../../../config/texts';

export interface RemoteFallbackProps {
  /** Federation name of the remote that failed, for the test hooks and support. */
  remote: string;
  /** Tries to load the remote again, without reloading the page. */
  onRetry: () => void;
}

/** What a route shows in its own area when its remote cannot be loaded or crashes. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  return (
    <Center py="xl" data-testid="remote-fallback" data-remote={remote}>
      <Alert
        color="orange"
        variant="light"
        title={SHELL_TEXTS.remoteUnavailableTitle}
        maw={560}
        w="100%"
        role="alert"
      >
        <Stack gap="md">
          <Text size="sm">{SHELL_TEXTS.remoteUnavailableDetail}</Text>
          <Button onClick={onRetry} variant="filled" color="orange" w="fit-content">
            {SHELL_TEXTS.retry}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
