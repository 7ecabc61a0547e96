import { Text, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { sanitizeRichText, stripHtml, type Purifier } from 'shared-contracts';

export interface RichTextViewProps {
  /** HTML written with the rich-text editor; sanitised here with the one policy of the spec. */
  html: string | null | undefined;
  /** Shown when there is nothing to show ('Aucune description disponible'). */
  emptyText?: string;
}

/** Displays rich text. The API sanitises on write too; this guards what is already stored. */
export function RichTextView({ html, emptyText }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeRichText(html, DOMPurify as unknown as Purifier), [html]);
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
