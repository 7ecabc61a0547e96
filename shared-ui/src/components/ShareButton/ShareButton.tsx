import { Box, Button, type ButtonProps } from '@mantine/core';
import { Suspense, lazy, useId, useState } from 'react';
import { SHARE_TEXTS } from 'shared-contracts/src/share/share.texts';
import type { ShareTarget } from 'shared-contracts/src/share/share-links';

// The links and the copy button load on the first click, and only where the browser has no
// share sheet of its own: they are no weight for the first visit of a campaign page.
const SharePanel = lazy(() => import('./SharePanel'));

export interface ShareButtonProps extends ShareTarget {
  /** The button's look (Mantine's variant, size...). */
  buttonProps?: ButtonProps;
  /** The button's words: 'Partager' unless said otherwise. */
  label?: string;
}

type NavigatorWithShare = Navigator & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/** The browser's share sheet, when it has one that takes this link. */
function nativeShare(): NavigatorWithShare['share'] | null {
  const nav = (typeof navigator === 'undefined' ? undefined : navigator) as
    NavigatorWithShare | undefined;
  if (!nav?.share) return null;
  return nav.share.bind(nav);
}

/**
 * 'Partager': the phone's own share sheet where the browser has one; else a panel of links
 * (email, WhatsApp, Facebook, X, LinkedIn) and 'Copier le lien', opened under the button.
 */
export function ShareButton({
  url,
  title,
  buttonProps,
  label = SHARE_TEXTS.share,
}: ShareButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const onClick = () => {
    const share = nativeShare();
    if (!share) {
      setOpen((open) => !open);
      return;
    }
    share({ title, text: SHARE_TEXTS.message(title), url }).catch((error: unknown) => {
      // Closing the sheet is the person's choice; any other refusal falls back to the links.
      if ((error as { name?: string } | null)?.name !== 'AbortError') setOpen(true);
    });
  };
  return (
    <Box>
      <Button
        variant="default"
        fullWidth
        {...buttonProps}
        onClick={onClick}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
      >
        {label}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SharePanel id={panelId} url={url} title={title} />
        </Suspense>
      )}
    </Box>
  );
}
