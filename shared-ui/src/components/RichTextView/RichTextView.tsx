import './rich-text.css';
import { Text, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichTextWithDom, stripHtml, type RichTextDom } from 'shared-contracts';

export interface RichTextViewProps {
  /** HTML written with the rich-text editor; sanitised here with the one policy of the spec. */
  html: string | null | undefined;
  /** Shown when there is nothing to show ('Aucune description disponible'). */
  emptyText?: string;
}

/**
 * Displays rich text. The API sanitises on write; this guards what is already stored, with the
 * same policy applied by the browser's own DOM (shared-contracts' sanitizeRichTextWithDom).
 */
export function RichTextView({ html, emptyText }: RichTextViewProps) {
  const clean = useMemo(
    () => sanitizeRichTextWithDom(html, window as unknown as RichTextDom),
    [html],
  );
  const isEmpty = stripHtml(clean) === '' && !/<(img|video)\b/i.test(clean);
  if (isEmpty) return emptyText ? <Text c="dimmed">{emptyText}</Text> : null;
  return (
    <Typography
      data-testid="rich-text"
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
