import { Box, Typography, UnstyledButton, useStyles, type BoxProps } from '@mantine/core';
import {
  RichTextEditorControl as MantineControl,
  type RichTextEditorStylesNames,
} from '@mantine/tiptap';
import { EditorContent, type Editor } from '@tiptap/react';
import {
  createContext,
  useContext,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';

// The editor's frame, toolbar and buttons with @mantine/tiptap's markup and class names (its
// styles.css dresses them), made here because its own RichTextEditor attaches every control it
// has as a static property: using it bundles the colour picker, the table and link popovers and
// their @mantine/core imports (Popover, Tooltip, ColorPicker ...), which the shell's shared copy
// of @mantine/core then has to keep for every first visit (docs/decisions/0001).

type FrameStylesNames = Extract<
  RichTextEditorStylesNames,
  'root' | 'toolbar' | 'controlsGroup' | 'control' | 'controlIcon' | 'content' | 'Typography'
>;
interface FramePayload {
  props: Record<string, never>;
  stylesNames: FrameStylesNames;
}
type GetStyles = (selector: FrameStylesNames) => { className: string; style: CSSProperties };

interface EditorFrameContext {
  editor: Editor | null;
  getStyles: GetStyles;
}

const FrameContext = createContext<EditorFrameContext | null>(null);

/** The editor and the frame's class names, for the toolbar's controls. */
export function useEditorFrame(): EditorFrameContext {
  const context = useContext(FrameContext);
  if (!context) throw new Error('An editor control must be inside EditorFrame');
  return context;
}

export interface EditorFrameProps extends BoxProps {
  editor: Editor | null;
  /** Per-part styles, as Mantine's `styles` prop (`{ content: { minHeight } }`). */
  styles?: Partial<Record<FrameStylesNames, CSSProperties>>;
  children: ReactNode;
}

/** The bordered frame around the toolbar and the writing area. */
export function EditorFrame({ editor, styles, children, ...others }: EditorFrameProps) {
  const getStyles = useStyles<FramePayload>({
    name: 'RichTextEditor',
    classes: MantineControl.classes,
    props: {},
    styles,
  });
  return (
    <FrameContext.Provider value={{ editor, getStyles }}>
      <Box {...getStyles('root')} variant="default" {...others}>
        {children}
      </Box>
    </FrameContext.Provider>
  );
}

/** The toolbar; `aria-label` names it for screen readers. */
export function EditorToolbar(props: ComponentPropsWithoutRef<'div'>) {
  const { getStyles } = useEditorFrame();
  return <Box {...getStyles('toolbar')} variant="default" role="toolbar" {...props} />;
}

/** Buttons drawn as one joined group. */
export function EditorControlsGroup({ children }: { children: ReactNode }) {
  const { getStyles } = useEditorFrame();
  return (
    <Box {...getStyles('controlsGroup')} variant="default">
      {children}
    </Box>
  );
}

export interface EditorControlProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'aria-label' | 'title'
> {
  /** The button's name, shown as its tooltip too. */
  label: string;
  /** Pressed: the selection has this format. */
  isActive?: boolean;
  children: ReactNode;
}

/** A toolbar button. It keeps the editor's selection (no focus change on mouse down). */
export function EditorControl({
  label,
  isActive,
  disabled,
  children,
  ...others
}: EditorControlProps) {
  const { getStyles } = useEditorFrame();
  return (
    <UnstyledButton
      {...others}
      {...getStyles('control')}
      variant="default"
      aria-label={label}
      title={label}
      disabled={disabled}
      data-rich-text-editor-control
      data-interactive
      data-disabled={disabled || undefined}
      data-active={isActive || undefined}
      aria-pressed={isActive || undefined}
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </UnstyledButton>
  );
}

/** The writing area, with Mantine's typography styles. */
export function EditorWritingArea() {
  const { editor, getStyles } = useEditorFrame();
  return (
    <Typography {...getStyles('Typography')}>
      <Box component={EditorContent} editor={editor} {...getStyles('content')} />
    </Typography>
  );
}
