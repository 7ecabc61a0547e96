import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { EDITOR_CONTROL_LABELS } from '../config/editor-texts';
import { EditorControl, useEditorFrame } from './EditorFrame';
import { EditorIcon, type EditorIconName } from './icons';

export interface FormatControlSpec {
  label: keyof typeof EDITOR_CONTROL_LABELS;
  icon: EditorIconName;
  /** The mark or node whose presence presses the button. */
  isActive?: (editor: Editor) => boolean;
  run: (chain: ChainedCommands) => ChainedCommands;
}

/** A button pressed while the selection is inside `name` (a mark or a node). */
const toggle = (
  label: FormatControlSpec['label'],
  icon: EditorIconName,
  name: string,
  run: FormatControlSpec['run'],
): FormatControlSpec => ({ label, icon, isActive: (editor) => editor.isActive(name), run });

const heading = (level: 1 | 2 | 3 | 4 | 5 | 6): FormatControlSpec => ({
  label: `h${level}ControlLabel`,
  icon: `h${level}`,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (chain) => chain.toggleHeading({ level }),
});

/** The toolbar's formatting buttons, in their groups. */
export const FORMAT_CONTROLS = {
  headings: [heading(1), heading(2), heading(3), heading(4), heading(5), heading(6)],
  marks: [
    toggle('boldControlLabel', 'bold', 'bold', (chain) => chain.toggleBold()),
    toggle('italicControlLabel', 'italic', 'italic', (chain) => chain.toggleItalic()),
    toggle('underlineControlLabel', 'underline', 'underline', (chain) => chain.toggleUnderline()),
    toggle('strikeControlLabel', 'strike', 'strike', (chain) => chain.toggleStrike()),
    {
      label: 'clearFormattingControlLabel',
      icon: 'clearFormatting',
      run: (chain) => chain.unsetAllMarks(),
    },
  ],
  blocks: [
    toggle('bulletListControlLabel', 'bulletList', 'bulletList', (chain) =>
      chain.toggleBulletList(),
    ),
    toggle('orderedListControlLabel', 'orderedList', 'orderedList', (chain) =>
      chain.toggleOrderedList(),
    ),
    toggle('blockquoteControlLabel', 'blockquote', 'blockquote', (chain) =>
      chain.toggleBlockquote(),
    ),
    toggle('codeControlLabel', 'code', 'code', (chain) => chain.toggleCode()),
    toggle('codeBlockControlLabel', 'code', 'codeBlock', (chain) => chain.toggleCodeBlock()),
  ],
  links: [{ label: 'unlinkControlLabel', icon: 'unlink', run: (chain) => chain.unsetLink() }],
} satisfies Record<string, FormatControlSpec[]>;

/** A button that applies one format to the selection, pressed while the selection has it. */
export function FormatControl({ label, icon, isActive, run }: FormatControlSpec) {
  const { editor, getStyles } = useEditorFrame();
  const isPressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Boolean(current && !current.isDestroyed && isActive?.(current)),
  });
  return (
    <EditorControl
      label={EDITOR_CONTROL_LABELS[label]}
      isActive={isPressed ?? false}
      disabled={!editor}
      onClick={() => {
        if (editor && !editor.isDestroyed) run(editor.chain().focus()).run();
      }}
    >
      <EditorIcon name={icon} {...getStyles('controlIcon')} />
    </EditorControl>
  );
}
