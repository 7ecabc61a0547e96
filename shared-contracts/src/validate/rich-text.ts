// The sanitising policy of rich-text display (spec section 5), as data that the browser and
// the API both apply with their own DOMPurify instance (window's, or jsdom's on the server).

const ANY_ELEMENT_ATTRIBUTES = ['class', 'style'] as const;

/** Attributes allowed per tag, on top of class and style which every element may carry. */
export const RICH_TEXT_ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'controls', 'width', 'height'],
};

export const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'video',
    'div',
    'span',
  ],
  ALLOWED_ATTR: [
    ...new Set([...ANY_ELEMENT_ATTRIBUTES, ...Object.values(RICH_TEXT_ATTRIBUTES_BY_TAG).flat()]),
  ],
  ALLOW_DATA_ATTR: false,
} as const;

/** Whether `attribute` may stay on `tag` under the per-tag policy. */
export function isAllowedRichTextAttribute(tag: string, attribute: string): boolean {
  const name = attribute.toLowerCase();
  if ((ANY_ELEMENT_ATTRIBUTES as readonly string[]).includes(name)) return true;
  return RICH_TEXT_ATTRIBUTES_BY_TAG[tag.toLowerCase()]?.includes(name) ?? false;
}

interface AttributeHookEvent {
  attrName: string;
  keepAttr: boolean;
}
type AttributeHook = (node: Element, event: AttributeHookEvent) => void;

/**
 * The part of DOMPurify this helper uses, so shared-contracts does not depend on it: the browser
 * passes `DOMPurify`, the API `DOMPurify(new JSDOM('').window)`.
 */
export interface Purifier {
  sanitize(
    dirty: string,
    config: {
      ALLOWED_TAGS: string[];
      ALLOWED_ATTR: string[];
      ALLOW_DATA_ATTR: boolean;
      RETURN_TRUSTED_TYPE: false;
    },
  ): string;
  addHook(entryPoint: 'uponSanitizeAttribute', hook: AttributeHook): void;
  removeHook(entryPoint: 'uponSanitizeAttribute', hook?: AttributeHook): unknown;
}

// DOMPurify's ALLOWED_ATTR is global to all tags; the spec's list is per tag (href only on
// links, src only on images and videos), so a hook drops the rest.
const perTagAttributes: AttributeHook = (node, event) => {
  if (!isAllowedRichTextAttribute(node.nodeName, event.attrName)) event.keepAttr = false;
};

/** Sanitises rich text with the spec's policy. Empty input gives ''. */
export function sanitizeRichText(html: string | null | undefined, purify: Purifier): string {
  if (!html) return '';
  purify.addHook('uponSanitizeAttribute', perTagAttributes);
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_POLICY.ALLOWED_TAGS],
      ALLOWED_ATTR: [...RICH_TEXT_POLICY.ALLOWED_ATTR],
      ALLOW_DATA_ATTR: RICH_TEXT_POLICY.ALLOW_DATA_ATTR,
      RETURN_TRUSTED_TYPE: false,
    });
  } finally {
    purify.removeHook('uponSanitizeAttribute', perTagAttributes);
  }
}
