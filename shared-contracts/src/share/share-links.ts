// Where a campaign can be shared when the browser has no share sheet of its own (issue 30
// item 2): each network's documented share address, with the page's URL (its Open Graph tags,
// served by the API in the page's HTML, give the preview) and a short message.
import { SHARE_TEXTS } from './share.texts';

export type ShareNetwork = 'email' | 'whatsapp' | 'facebook' | 'x' | 'linkedin';

export interface ShareTarget {
  /** The page to share: an absolute URL. */
  url: string;
  /** The campaign's title. */
  title: string;
}

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/** The fallback share links, in the order shown. */
export function shareLinks({ url, title }: ShareTarget): ShareLink[] {
  const message = SHARE_TEXTS.message(title);
  return [
    {
      network: 'email',
      label: SHARE_TEXTS.email,
      href: `mailto:?subject=${enc(SHARE_TEXTS.emailSubject(title))}&body=${enc(`${message}\n\n${url}`)}`,
    },
    {
      network: 'whatsapp',
      label: SHARE_TEXTS.whatsapp,
      href: `https://wa.me/?text=${enc(`${message} ${url}`)}`,
    },
    {
      network: 'facebook',
      label: SHARE_TEXTS.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    },
    {
      network: 'x',
      label: SHARE_TEXTS.x,
      href: `https://x.com/intent/post?text=${enc(message)}&url=${enc(url)}`,
    },
    {
      network: 'linkedin',
      label: SHARE_TEXTS.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    },
  ];
}
