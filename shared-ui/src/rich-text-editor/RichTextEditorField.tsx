import '@mantine/tiptap/styles.css';
import '../components/RichTextView/rich-text.css';
import { Input, NativeSelect } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { EDITOR_DEFAULT_HEIGHT_PX, NAV_TEXTS } from 'shared-contracts';
import { EDITOR_CONTROL_LABELS, EDITOR_TEXTS } from '../config/editor-texts';
import { editorExtensions, TEXT_SIZES, type TextSize } from './extensions';
import { MediaInsertDialog } from './MediaInsertDialog';
import type { MediaKind } from './media';
import type { RichTextEditorProps } from './types';

/** A toolbar icon: a 24-unit outline drawing in the text colour. */
function OutlineIcon({ style, children }: { style: React.CSSProperties; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      style={style}
      aria-hidden
    >
      {children}
    </svg>
  );
}

function ImageIcon({ style }: { style: React.CSSProperties }) {
  return (
    <OutlineIcon style={style}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-8 8" />
    </OutlineIcon>
  );
}

function VideoIcon({ style }: { style: React.CSSProperties }) {
  return (
    <OutlineIcon style={style}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3z" />
    </OutlineIcon>
  );
}

const SIZE_OPTIONS = TEXT_SIZES.map((size) => ({
  value: size,
  label: EDITOR_TEXTS.sizes[size],
}));

const ICON_STYLE = { width: 16, height: 16 };

/** The editor itself; loaded on demand by RichTextEditor (the lazy entry). */
export default function RichTextEditorField({
  label,
  value,
  onChange,
  description,
  error,
  required,
  placeholder = NAV_TEXTS.editorPlaceholder,
  height = EDITOR_DEFAULT_HEIGHT_PX,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [media, setMedia] = useState<MediaKind | null>(null);
  const editor = useEditor({
    extensions: editorExtensions(placeholder),
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a record loaded after the first render) replaces the content,
  // never while the person is typing in it.
  useEffect(() => {
    // A suspended-then-shown form remounts the field: tiptap destroys the old editor first.
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const size = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      ((current && !current.isDestroyed
        ? (current.getAttributes('textSize').size as TextSize | undefined)
        : undefined) ?? 'normal') as TextSize,
  });

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      <MantineRichTextEditor
        editor={editor}
        labels={EDITOR_CONTROL_LABELS}
        mt={4}
        styles={{ content: { minHeight: height } }}
      >
        <MantineRichTextEditor.Toolbar aria-label={EDITOR_TEXTS.toolbarLabel}>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H1 />
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.H4 />
            <MantineRichTextEditor.H5 />
            <MantineRichTextEditor.H6 />
          </MantineRichTextEditor.ControlsGroup>
          <NativeSelect
            size="xs"
            aria-label={EDITOR_TEXTS.sizeLabel}
            data={SIZE_OPTIONS}
            value={size ?? 'normal'}
            onChange={(event) =>
              editor
                ?.chain()
                .focus()
                .setTextSize(event.currentTarget.value as TextSize)
                .run()
            }
          />
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.Code />
            <MantineRichTextEditor.CodeBlock />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
            <MantineRichTextEditor.Control
              aria-label={EDITOR_TEXTS.insertImage}
              title={EDITOR_TEXTS.insertImage}
              onClick={() => setMedia('image')}
            >
              <ImageIcon style={ICON_STYLE} />
            </MantineRichTextEditor.Control>
            <MantineRichTextEditor.Control
              aria-label={EDITOR_TEXTS.insertVideo}
              title={EDITOR_TEXTS.insertVideo}
              onClick={() => setMedia('video')}
            >
              <VideoIcon style={ICON_STYLE} />
            </MantineRichTextEditor.Control>
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
      <MediaInsertDialog
        kind={media ?? 'image'}
        opened={media !== null}
        onClose={() => setMedia(null)}
        onInsert={(insertion, alt) => {
          const chain = editor?.chain().focus();
          if (!chain) return;
          if (insertion.kind === 'image')
            chain.insertImage({ src: insertion.src, alt: alt || undefined }).run();
          else if (insertion.kind === 'video') chain.insertVideo({ src: insertion.src }).run();
          else chain.insertVideoEmbed({ src: insertion.src }).run();
        }}
      />
    </Input.Wrapper>
  );
}
