import { METADATA_DESCRIPTION_MAX } from '../constants';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A metadata description: plain text, at most `max` characters (150 by default), cut with an
 * ellipsis that counts in the limit.
 */
export function truncateDescription(
  text: string | null | undefined,
  max: number = METADATA_DESCRIPTION_MAX,
): string {
  const plain = stripHtml(text);
  if (plain.length <= max) return plain;
  return `${plain.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** First letter upper case ('social' -> 'Social'), used for the category filter options. */
export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}
