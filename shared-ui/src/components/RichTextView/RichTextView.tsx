import './rich-text.css';
import { Skeleton, Stack, Text, Typography } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { sanitizeRichText, stripHtml, type Purifier } from 'shared-contracts';
import { UI_TEXTS } from '../../config/texts';

export interface RichTextViewProps {
  /** HTML written with the rich-text editor; sanitised here with the one policy of the spec. */
  html: string | null | undefined;
  /** Shown when there is nothing to show ('Aucune description disponible'). */
  emptyText?: string;
}

// DOMPurify (11 KB gzip) is part of shared-ui, which every page loads: it comes in its own chunk,
// fetched by the first rich text shown (or earlier, by preloadRichTextView).
let purifier: Purifier | null = null;
let purifierLoad: Promise<Purifier> | null = null;

function loadPurifier(): Promise<Purifier> {
  purifierLoad ??= import('dompurify').then((module) => {
    purifier = module.default as unknown as Purifier;
    return purifier;
  });
  return purifierLoad;
}

/** Starts fetching the sanitiser, for a page that will show rich text once its data arrives. */
export function preloadRichTextView(): void {
  void loadPurifier();
}

function usePurifier(): Purifier | null {
  const [loaded, setLoaded] = useState<Purifier | null>(purifier);
  useEffect(() => {
    if (loaded) return;
    let active = true;
    void loadPurifier().then((value) => {
      if (active) setLoaded(() => value);
    });
    return () => {
      active = false;
    };
  }, [loaded]);
  return loaded;
}

/** Displays rich text. The API sanitises on write too; this guards what is already stored. */
export function RichTextView({ html, emptyText }: RichTextViewProps) {
  const purify = usePurifier();
  const clean = useMemo(() => (purify ? sanitizeRichText(html, purify) : null), [html, purify]);
  // Sanitising only removes: a text that is empty before it stays empty after.
  const text = clean ?? html ?? '';
  const isEmpty = stripHtml(text) === '' && !/<(img|video)\b/i.test(text);
  if (isEmpty) return emptyText ? <Text c="dimmed">{emptyText}</Text> : null;
  if (clean === null) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={UI_TEXTS.loading}>
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    );
  }
  return (
    <Typography
      data-testid="rich-text"
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
