import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { EDITOR_CONTROL_LABELS } from '../config/editor-texts';
import { EditorControl, useEditorFrame } from './EditorFrame';
import { EditorIcon } from './icons';
import { LinkDialog } from './LinkDialog';

/**
 * 'Lien': opens a dialog with the address of the link under the selection; saving links the
 * selection (or the whole link the cursor is in, or writes the address as a link where nothing is
 * selected), an emptied address removes the link.
 */
export function LinkControl() {
  const { editor, getStyles } = useEditorFrame();
  const [initialHref, setInitialHref] = useState<string | null>(null);
  const isLink = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Boolean(current && !current.isDestroyed && current.isActive('link')),
  });

  const close = () => {
    setInitialHref(null);
    editor?.commands.focus();
  };

  return (
    <>
      <EditorControl
        label={EDITOR_CONTROL_LABELS.linkControlLabel}
        isActive={isLink ?? false}
        disabled={!editor}
        onClick={() => {
          if (!editor || editor.isDestroyed) return;
          setInitialHref((editor.getAttributes('link').href as string | undefined) ?? '');
        }}
      >
        <EditorIcon name="link" {...getStyles('controlIcon')} />
      </EditorControl>
      <LinkDialog
        opened={initialHref !== null}
        initialHref={initialHref ?? ''}
        onClose={close}
        onSubmit={(edit) => {
          setInitialHref(null);
          if (!editor || editor.isDestroyed) return;
          const chain = editor.chain().focus().extendMarkRange('link');
          if ('remove' in edit) chain.unsetLink().run();
          // No text chosen: the address itself becomes the link's text.
          else if (editor.state.selection.empty && !editor.isActive('link'))
            chain
              .insertContent({
                type: 'text',
                text: edit.href,
                marks: [{ type: 'link', attrs: { href: edit.href } }],
              })
              .run();
          else chain.setLink({ href: edit.href }).run();
        }}
      />
    </>
  );
}
