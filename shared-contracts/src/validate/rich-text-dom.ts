// The browser's side of the rich-text display policy (rich-text.ts). The API sanitises every rich
// text on write with DOMPurify; the browser sanitises again what it shows, with this: the same
// allow-lists, applied by building a fresh tree from the parsed input. Nothing of the input is
// kept but text and the allowed elements and attributes, rebuilt one by one, so DOMPurify
// stays out of every page that shows a story (docs/decisions/0001).
import {
  RICH_TEXT_POLICY,
  cleanRichTextStyle,
  isAllowedRichTextAttribute,
  isAllowedRichTextUrl,
} from './rich-text';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ALLOWED_TAGS = new Set<string>(RICH_TEXT_POLICY.ALLOWED_TAGS);
// Elements dropped with their content, as DOMPurify does by default (its FORBID_CONTENTS): their
// text is code, metadata or another language's markup, never part of the story.
const DROPPED_WITH_CONTENT = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'xmp',
]);
// An attribute value that could close a comment or a raw-text element once serialised (DOMPurify's
// SAFE_FOR_XML rule): dropped, whatever the attribute.
const UNSAFE_ATTRIBUTE_VALUE = /((--!?|])>)|<\/(style|title)/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** The part of a browser (or jsdom) window the sanitiser needs. */
export interface RichTextDom {
  DOMParser: { new (): { parseFromString(html: string, type: 'text/html'): Document } };
  document: Document;
}

function cleanAttributeValue(tag: string, name: string, value: string): string | null {
  if (name.startsWith('data-') || !isAllowedRichTextAttribute(tag, name)) return null;
  if (UNSAFE_ATTRIBUTE_VALUE.test(value)) return null;
  if (URL_ATTRIBUTES.has(name)) return isAllowedRichTextUrl(value) ? value : null;
  if (name === 'style') return cleanRichTextStyle(value) || null;
  return value;
}

function copyAllowed(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.nodeValue ?? ''));
      continue;
    }
    // Comments, processing instructions and anything else: dropped.
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    // SVG and MathML (and whatever they contain) are not part of the policy.
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      // A tag outside the policy goes, its content stays (DOMPurify's KEEP_CONTENT).
      copyAllowed(element, to, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Trimmed, as DOMPurify does: the API stores what it gives.
      const value = cleanAttributeValue(tag, name, attribute.value.trim());
      if (value !== null) copy.setAttribute(name, value);
    }
    copyAllowed(element, copy, doc);
    to.appendChild(copy);
  }
}

/**
 * Sanitises rich text with the spec's policy using the DOM of `dom` (the browser's window): the
 * input is parsed into an inert document, and only its text and allowed parts are copied into a
 * new element, whose markup is returned. Empty input gives ''.
 */
export function sanitizeRichTextWithDom(html: string | null | undefined, dom: RichTextDom): string {
  if (!html) return '';
  const parsed = new dom.DOMParser().parseFromString(html, 'text/html');
  const container = dom.document.createElement('div');
  copyAllowed(parsed.body, container, dom.document);
  return container.innerHTML;
}
