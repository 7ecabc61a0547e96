// The sanitising policy of rich-text display (spec section 5), as data that the browser and
// the API both apply with their own DOMPurify instance (window's, or jsdom's on the server).

import { isSitePath } from './fields';

const ANY_ELEMENT_ATTRIBUTES = ['class', 'style'] as const;

/** Attributes allowed per tag, on top of class and style which every element may carry. */
const RICH_TEXT_ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = {
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

/**
 * The CSS properties `style` may carry: text presentation only. Layout and positioning
 * (`position`, `top`, `z-index`, `width`...) could cover the page with a fake form, and any
 * `url(...)` would load from elsewhere; they are removed.
 */
const RICH_TEXT_STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-transform',
  'line-height',
  'letter-spacing',
  'vertical-align',
] as const;

/** Keeps the declarations of RICH_TEXT_STYLE_PROPERTIES whose value is plain; '' if none. */
export function cleanRichTextStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!(RICH_TEXT_STYLE_PROPERTIES as readonly string[]).includes(property)) return null;
      // Colours may be functions (rgb, hsl); any other function (url, expression, var,
      // image-set...), escape or comment is not a text style.
      const withoutColours = value.replace(/\b(?:rgba?|hsla?)\([\d\s.,%/]*\)/gi, '');
      if (!value || /[()\\<>{}]|\/\*/.test(withoutColours)) return null;
      return `${property}: ${value}`;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}

/** Links and media point to `https:` or to a path on this site, nothing else. */
export function isAllowedRichTextUrl(url: string): boolean {
  const value = url.trim();
  return /^https:\/\/[^\s/\\]/i.test(value) || isSitePath(value);
}

const URL_ATTRIBUTES = new Set(['href', 'src']);

interface AttributeHookEvent {
  attrName: string;
  attrValue: string;
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
  const name = event.attrName.toLowerCase();
  if (!isAllowedRichTextAttribute(node.nodeName, name)) {
    event.keepAttr = false;
  } else if (URL_ATTRIBUTES.has(name) && !isAllowedRichTextUrl(event.attrValue)) {
    event.keepAttr = false;
  } else if (name === 'style') {
    const style = cleanRichTextStyle(event.attrValue);
    if (style) event.attrValue = style;
    else event.keepAttr = false;
  }
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
