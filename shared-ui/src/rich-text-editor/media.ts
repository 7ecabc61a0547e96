import { toEmbedUrl, validateImageUrl, validateVideoUrl } from 'shared-contracts';

export type MediaKind = 'image' | 'video';

/** What inserting an URL typed or uploaded does, or the spec's error text. */
export type MediaInsertion =
  | { kind: 'image'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'videoEmbed'; src: string }
  | { error: string };

/**
 * An image URL is inserted as is; a video URL of YouTube or Vimeo becomes its embed form,
 * anything else a video file. URLs must start with http or / (spec section 5).
 */
export function mediaInsertion(kind: MediaKind, url: string): MediaInsertion {
  const trimmed = url.trim();
  const error = kind === 'image' ? validateImageUrl(trimmed) : validateVideoUrl(trimmed);
  if (error) return { error };
  if (kind === 'image') return { kind: 'image', src: trimmed };
  const embed = toEmbedUrl(trimmed);
  const isEmbed =
    embed.startsWith('https://www.youtube.com/embed/') ||
    embed.startsWith('https://player.vimeo.com/video/');
  return isEmbed ? { kind: 'videoEmbed', src: embed } : { kind: 'video', src: trimmed };
}
