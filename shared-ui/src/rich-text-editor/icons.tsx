import type { CSSProperties } from 'react';

// The toolbar's drawings: Tabler icons (MIT), the ones @mantine/tiptap draws for the same
// controls, so the toolbar looks as it did when it was made of @mantine/tiptap's controls.
const PATHS = {
  h1: ['M19 18v-8l-2 2'],
  h2: ['M17 12a2 2 0 1 1 4 0c0 .591 -.417 1.318 -.816 1.858l-3.184 4.143l4 0'],
  h3: ['M19 14a2 2 0 1 0 -2 -2', 'M17 16a2 2 0 1 0 2 -2'],
  h4: ['M20 18v-8l-4 6h5'],
  h5: ['M17 18h2a2 2 0 1 0 0 -4h-2v-4h4'],
  h6: ['M19 14a2 2 0 1 0 0 4a2 2 0 0 0 0 -4z', 'M21 12a2 2 0 1 0 -4 0v4'],
  bold: ['M7 5h6a3.5 3.5 0 0 1 0 7h-6z', 'M13 12h1a3.5 3.5 0 0 1 0 7h-7v-7'],
  italic: ['M11 5l6 0', 'M7 19l6 0', 'M14 5l-4 14'],
  underline: ['M7 5v5a5 5 0 0 0 10 0v-5', 'M5 19h14'],
  strike: [
    'M5 12l14 0',
    'M16 6.5a4 2 0 0 0 -4 -1.5h-1a3.5 3.5 0 0 0 0 7h2a3.5 3.5 0 0 1 0 7h-1.5a4 2 0 0 1 -4 -1.5',
  ],
  clearFormatting: ['M17 15l4 4m0 -4l-4 4', 'M7 6v-1h11v1', 'M7 19l4 0', 'M13 5l-4 14'],
  bulletList: ['M9 6l11 0', 'M9 12l11 0', 'M9 18l11 0', 'M5 6l0 .01', 'M5 12l0 .01', 'M5 18l0 .01'],
  orderedList: [
    'M11 6h9',
    'M11 12h9',
    'M12 18h8',
    'M4 16a2 2 0 1 1 4 0c0 .591 -.5 1 -1 1.5l-3 2.5h4',
    'M6 10v-6l-2 2',
  ],
  blockquote: [
    'M6 15h15',
    'M21 19h-15',
    'M15 11h6',
    'M21 7h-6',
    'M9 9h1a1 1 0 1 1 -1 1v-2.5a2 2 0 0 1 2 -2',
    'M3 9h1a1 1 0 1 1 -1 1v-2.5a2 2 0 0 1 2 -2',
  ],
  code: ['M7 8l-4 4l4 4', 'M17 8l4 4l-4 4', 'M14 4l-4 16'],
  link: [
    'M9 15l6 -6',
    'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
    'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
  ],
  unlink: [
    'M17 22v-2',
    'M9 15l6 -6',
    'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
    'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
    'M20 17h2',
    'M2 7h2',
    'M7 2v2',
  ],
} as const;

/** The strokes every heading icon shares: an H. */
const HEADING_H = ['M4 6v12', 'M12 6v12', 'M11 18h2', 'M3 18h2', 'M4 12h8', 'M3 6h2', 'M11 6h2'];

export type EditorIconName = keyof typeof PATHS;

export interface EditorIconProps {
  name: EditorIconName;
  className?: string;
  style?: CSSProperties;
}

/** A toolbar icon drawn in the text colour; hidden from screen readers (the button is named). */
export function EditorIcon({ name, className, style }: EditorIconProps) {
  const paths = /^h\d$/.test(name) ? [...PATHS[name], ...HEADING_H] : PATHS[name];
  return (
    <svg
      viewBox="0 0 24 24"
      strokeWidth="1.5"
      stroke="currentColor"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      style={style}
      aria-hidden
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The media icons: a 24-unit outline drawing, stroke 2. */
function OutlineIcon({ style, children }: { style?: CSSProperties; children: React.ReactNode }) {
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

export function ImageIcon({ style }: { style?: CSSProperties }) {
  return (
    <OutlineIcon style={style}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-8 8" />
    </OutlineIcon>
  );
}

export function VideoIcon({ style }: { style?: CSSProperties }) {
  return (
    <OutlineIcon style={style}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3z" />
    </OutlineIcon>
  );
}
