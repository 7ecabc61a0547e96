import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeRichText, type Purifier } from 'shared-contracts';

// One jsdom window for the process: creating one per call costs milliseconds.
const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** Rich text (story, association description) with the shared display policy, applied on write. */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeRichText(html, purify as unknown as Purifier).trim();
  return clean === '' ? null : clean;
}

/** Short plain-text fields (a campaign's description): any markup removed, entities decoded. */
export function toPlainText(text: string): string {
  if (!/[<&]/.test(text)) return text.trim();
  const withoutTags = purify.sanitize(text, {
    ALLOWED_TAGS: [],
    KEEP_CONTENT: true,
  }) as unknown as string;
  const decoder = window.document.createElement('textarea');
  decoder.innerHTML = withoutTags;
  return decoder.value.trim();
}
