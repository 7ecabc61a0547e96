import { EDITOR_TEXTS } from '../config/editor-texts';
import { isKeptRichTextUrl } from './media';

/** What the link dialog's address does to the selection: link it, unlink it, or an error. */
export type LinkEdit = { href: string } | { remove: true } | { error: string };

/**
 * An address the display policy keeps (https, or a path on this site) becomes the link; an
 * empty one removes it. http and mailto are refused: the public page would strip them.
 */
export function linkEdit(address: string): LinkEdit {
  const href = address.trim();
  if (href === '') return { remove: true };
  return isKeptRichTextUrl(href) ? { href } : { error: EDITOR_TEXTS.link.invalid };
}
