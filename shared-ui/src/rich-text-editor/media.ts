import { UPLOAD_MESSAGES, toEmbedUrl, validateImageUrl, validateVideoUrl } from 'shared-contracts';

export type MediaKind = 'image' | 'video';

/** What inserting an URL typed or uploaded does, or the spec's error text. */
export type MediaInsertion =
  | { kind: 'image'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'videoEmbed'; src: string }
  | { error: string };

/**
 * Links and media the display policy keeps: https, or a path on this site ('/x', not '//host').
 * Stricter than the spec's 'starts with http or /': a plain http address would be stripped from
 * the story when shown, so the editor refuses it with the spec's invalid-URL text instead.
 */
export function isKeptRichTextUrl(url: string): boolean {
  const value = url.trim();
  return /^https:\/\/[^\s/\\]/i.test(value) || /^\/(?![/\\])\S*$/.test(value);
}

/**
 * An image URL is inserted as is; a video URL of YouTube or Vimeo becomes its embed form,
 * anything else a video file. URLs must start with http or / (spec section 5).
 */
export function mediaInsertion(kind: MediaKind, url: string): MediaInsertion {
  const trimmed = url.trim();
  const error = kind === 'image' ? validateImageUrl(trimmed) : validateVideoUrl(trimmed);
  if (error) return { error };
  if (!isKeptRichTextUrl(trimmed))
    return {
      error: kind === 'image' ? UPLOAD_MESSAGES.invalidImageUrl : UPLOAD_MESSAGES.invalidVideoUrl,
    };
  if (kind === 'image') return { kind: 'image', src: trimmed };
  const embed = toEmbedUrl(trimmed);
  const isEmbed =
    embed.startsWith('https://www.youtube.com/embed/') ||
    embed.startsWith('https://player.vimeo.com/video/');
  return isEmbed ? { kind: 'videoEmbed', src: embed } : { kind: 'video', src: trimmed };
}
