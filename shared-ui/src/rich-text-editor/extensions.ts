import { Link } from '@mantine/tiptap';
import { Mark, Node, mergeAttributes, type Extensions } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_HEADER_LEVELS, NAV_TEXTS } from 'shared-contracts';
import { EDITOR_TEXTS } from '../config/editor-texts';

// Every node and mark below renders only tags and attributes of the display policy
// (shared-contracts RICH_TEXT_POLICY), so a story survives sanitising unchanged: no rel on links,
// no data-* attribute, no iframe, no hr.

/** The four sizes of the spec; 'normal' is text without a size mark. */
export const TEXT_SIZES = {
  small: '0.75em',
  normal: null,
  large: '1.5em',
  huge: '2.5em',
} as const;
export type TextSize = keyof typeof TEXT_SIZES;

function sizeOfStyle(style: string | null): TextSize | null {
  const match = /font-size:\s*([\d.]+em)/.exec(style ?? '');
  const entry = Object.entries(TEXT_SIZES).find(([, value]) => value === match?.[1]);
  return entry ? (entry[0] as TextSize) : null;
}

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    textSize: { setTextSize: (size: TextSize) => ReturnType };
    media: {
      insertImage: (attrs: { src: string; alt?: string }) => ReturnType;
      insertVideo: (attrs: { src: string }) => ReturnType;
      insertVideoEmbed: (attrs: { src: string }) => ReturnType;
    };
  }
}

/** A span with an inline font size, as the style attribute is what the policy lets through. */
export const TextSizeMark = Mark.create({
  name: 'textSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => sizeOfStyle(element.getAttribute('style')),
        renderHTML: (attributes) => {
          const value = TEXT_SIZES[attributes.size as TextSize];
          return value ? { style: `font-size: ${value}` } : {};
        },
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[style]',
        getAttrs: (element) => (sizeOfStyle(element.getAttribute('style')) ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setTextSize:
        (size) =>
        ({ commands }) =>
          TEXT_SIZES[size] ? commands.setMark(this.name, { size }) : commands.unsetMark(this.name),
    };
  },
});

/** An image block: src and alt only. */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

/** A video file (uploaded, or an http URL) played by the browser's own player. */
export const VideoNode = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['video', { src: HTMLAttributes.src, controls: 'true' }];
  },
  addCommands() {
    return {
      insertVideo:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

export const VIDEO_EMBED_CLASS = 'rich-text-video-embed';

/** 'YouTube', 'Vimeo' or null, from an embed URL. */
export function embedProvider(src: string): string | null {
  if (/^https:\/\/www\.youtube\.com\/embed\//.test(src)) return 'YouTube';
  if (/^https:\/\/player\.vimeo\.com\/video\//.test(src)) return 'Vimeo';
  return null;
}

/**
 * A YouTube or Vimeo video. The display policy has no iframe, so it is stored as a link to the
 * embed URL inside a marked div (see shared-ui README, "Embedded videos").
 */
export const VideoEmbedNode = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: `div.${VIDEO_EMBED_CLASS}`,
        getAttrs: (element) => {
          const href = element.querySelector('a')?.getAttribute('href');
          return href ? { src: href } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const src = String(HTMLAttributes.src ?? '');
    const provider = embedProvider(src);
    return [
      'div',
      { class: VIDEO_EMBED_CLASS },
      [
        'a',
        { href: src, target: '_blank' },
        provider ? EDITOR_TEXTS.embeddedVideo(provider) : EDITOR_TEXTS.embeddedVideoGeneric,
      ],
    ];
  },
  addCommands() {
    return {
      insertVideoEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

/** The editor's extensions: the spec's toolbar and nothing the display policy would strip. */
export function editorExtensions(placeholder: string = NAV_TEXTS.editorPlaceholder): Extensions {
  return [
    StarterKit.configure({
      link: false,
      horizontalRule: false,
      heading: { levels: [...EDITOR_HEADER_LEVELS] },
    }),
    Link.configure({
      openOnClick: false,
      HTMLAttributes: { rel: null, class: null },
    }),
    TextSizeMark,
    ImageNode,
    VideoNode,
    VideoEmbedNode,
    Placeholder.configure({ placeholder }),
  ];
}
