import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { EDITOR_DEFAULT_HEIGHT_PX } from 'shared-contracts';
import { EDITOR_TEXTS } from '../config/editor-texts';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

// tiptap, ProseMirror and @mantine/tiptap weigh more than a public page's whole script: they
// load only when a form shows the editor, in their own chunk.
const RichTextEditorField = lazy(() => import('./RichTextEditorField'));

/** The rich-text editor of the spec (section 5), loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? EDITOR_DEFAULT_HEIGHT_PX;
  return (
    <Suspense
      fallback={
        <Input.Wrapper
          label={props.label}
          description={props.description}
          required={props.required}
        >
          <Skeleton
            height={height + 44}
            mt={4}
            role="status"
            aria-busy="true"
            aria-label={EDITOR_TEXTS.loading}
          />
        </Input.Wrapper>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
