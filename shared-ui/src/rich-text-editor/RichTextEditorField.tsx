import '@mantine/tiptap/styles.css';
import '../components/RichTextView/rich-text.css';
import { Input, NativeSelect } from '@mantine/core';
import { useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { EDITOR_DEFAULT_HEIGHT_PX, EDITOR_SIZES, NAV_TEXTS } from 'shared-contracts';
import { EDITOR_TEXTS } from '../config/editor-texts';
import {
  EditorControl,
  EditorControlsGroup,
  EditorFrame,
  EditorToolbar,
  EditorWritingArea,
} from './EditorFrame';
import { FORMAT_CONTROLS, FormatControl } from './FormatControl';
import { ImageIcon, VideoIcon } from './icons';
import { LinkControl } from './LinkControl';
import { editorExtensions, type TextSize } from './extensions';
import { MediaInsertDialog } from './MediaInsertDialog';
import type { MediaKind } from './media';
import type { RichTextEditorProps } from './types';

const SIZE_OPTIONS = EDITOR_SIZES.map((size) => ({
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
      <EditorFrame editor={editor} mt={4} styles={{ content: { minHeight: height } }}>
        <EditorToolbar aria-label={EDITOR_TEXTS.toolbarLabel}>
          <EditorControlsGroup>
            {FORMAT_CONTROLS.headings.map((control) => (
              <FormatControl key={control.label} {...control} />
            ))}
          </EditorControlsGroup>
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
          <EditorControlsGroup>
            {FORMAT_CONTROLS.marks.map((control) => (
              <FormatControl key={control.label} {...control} />
            ))}
          </EditorControlsGroup>
          <EditorControlsGroup>
            {FORMAT_CONTROLS.blocks.map((control) => (
              <FormatControl key={control.label} {...control} />
            ))}
          </EditorControlsGroup>
          <EditorControlsGroup>
            <LinkControl />
            {FORMAT_CONTROLS.links.map((control) => (
              <FormatControl key={control.label} {...control} />
            ))}
            <EditorControl label={EDITOR_TEXTS.insertImage} onClick={() => setMedia('image')}>
              <ImageIcon style={ICON_STYLE} />
            </EditorControl>
            <EditorControl label={EDITOR_TEXTS.insertVideo} onClick={() => setMedia('video')}>
              <VideoIcon style={ICON_STYLE} />
            </EditorControl>
          </EditorControlsGroup>
        </EditorToolbar>
        <EditorWritingArea />
      </EditorFrame>
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
