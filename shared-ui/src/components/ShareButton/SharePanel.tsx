import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
// Through the package's name: the toasts' state is the shared copy's, which the shell shows.
import { copyWithToast } from 'shared-ui';
import { shareLinks, type ShareTarget } from 'shared-contracts/src/share/share-links';
import { SHARE_TEXTS } from 'shared-contracts/src/share/share.texts';

export interface SharePanelProps extends ShareTarget {
  id: string;
}

const COPY_TOASTS = { copied: SHARE_TEXTS.linkCopied, failed: SHARE_TEXTS.copyFailed };

/** The share links, the link itself (to select by hand) and 'Copier le lien'. */
export default function SharePanel({ id, url, title }: SharePanelProps) {
  return (
    <Stack
      id={id}
      role="group"
      aria-label={SHARE_TEXTS.panelLabel}
      gap="xs"
      mt="xs"
      data-testid="share-panel"
    >
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {shareLinks({ url, title }).map((link) => (
          <Button
            key={link.network}
            component="a"
            href={link.href}
            target={link.network === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            variant="light"
            size="xs"
          >
            {link.label}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        label={SHARE_TEXTS.linkLabel}
        value={url}
        readOnly
        size="xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button size="xs" variant="outline" onClick={() => void copyWithToast(url, COPY_TOASTS)}>
        {SHARE_TEXTS.copyLink}
      </Button>
    </Stack>
  );
}
