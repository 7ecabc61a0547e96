import { Link } from '@mantine/tiptap';
import {
  Mark,
  Node,
  mergeAttributes,
  type Command,
  type Extensions,
  type NodeConfig,
} from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_HEADER_LEVELS, EDITOR_SIZES, NAV_TEXTS } from 'shared-contracts';
import { EDITOR_TEXTS } from '../config/editor-texts';
import { isKeptRichTextUrl } from './media';

// Every node and mark below renders only tags and attributes of the display policy
// (shared-contracts RICH_TEXT_POLICY), so a story survives sanitising unchanged: no rel on links,
// no data-* attribute, no iframe, no hr.

export type TextSize = (typeof EDITOR_SIZES)[number];

/** The class a sized span carries; rich-text.css gives each its font size. */
const textSizeClass = (size: TextSize) => `rich-text-size-${size}`;

function sizeOfClass(className: string | null): TextSize | null {
  return (
    EDITOR_SIZES.find(
      (size) => size !== 'normal' && className?.split(/\s+/).includes(textSizeClass(size)),
    ) ?? null
  );
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

/**
 * A span with a size class. Not an inline style: ProseMirror writes styles through the CSSOM,
 * which appends a ';' that the policy's style cleaning removes, so the stored story would differ
 * from what the editor wrote; a class passes the policy unchanged.
 */
const TextSizeMark = Mark.create({
  name: 'textSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => sizeOfClass(element.getAttribute('class')),
        rendered: false,
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[class]',
        getAttrs: (element) => (sizeOfClass(element.getAttribute('class')) ? null : false),
      },
    ];
  },
  renderHTML({ mark }) {
    return ['span', { class: textSizeClass(mark.attrs.size as TextSize) }, 0];
  },
  addCommands() {
    return {
      setTextSize:
        (size) =>
        ({ commands }) =>
          size === 'normal' ? commands.unsetMark(this.name) : commands.setMark(this.name, { size }),
    };
  },
});

/** The command that inserts a media block of this type with its attributes. */
const insertBlock =
  (type: string) =>
  (attrs: Record<string, unknown>): Command =>
  ({ commands }) =>
    commands.insertContent({ type, attrs });

/**
 * A media block (image, video, embedded video): a block of its own, dragged whole, whose
 * attributes are all optional, with the command that inserts it. Only how it is read from and
 * written to HTML differs from one to the other.
 */
function mediaBlock(
  name: string,
  spec: {
    attributes: readonly string[];
    insertCommand: 'insertImage' | 'insertVideo' | 'insertVideoEmbed';
    parseHTML: NodeConfig['parseHTML'];
    renderHTML: NodeConfig['renderHTML'];
  },
) {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    addAttributes() {
      return Object.fromEntries(spec.attributes.map((attribute) => [attribute, { default: null }]));
    },
    parseHTML: spec.parseHTML,
    renderHTML: spec.renderHTML,
    addCommands() {
      return { [spec.insertCommand]: insertBlock(this.name) };
    },
  });
}

/** An image block: src and alt only. */
const ImageNode = mediaBlock('image', {
  attributes: ['src', 'alt'],
  insertCommand: 'insertImage',
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

/** A video file (uploaded, or an http URL) played by the browser's own player. */
const VideoNode = mediaBlock('video', {
  attributes: ['src'],
  insertCommand: 'insertVideo',
  parseHTML: () => [{ tag: 'video[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['video', { src: HTMLAttributes.src, controls: 'true' }],
});

const VIDEO_EMBED_CLASS = 'rich-text-video-embed';

/** 'YouTube', 'Vimeo' or null, from an embed URL. */
function embedProvider(src: string): string | null {
  if (/^https:\/\/www\.youtube\.com\/embed\//.test(src)) return 'YouTube';
  if (/^https:\/\/player\.vimeo\.com\/video\//.test(src)) return 'Vimeo';
  return null;
}

/**
 * A YouTube or Vimeo video. The display policy has no iframe, so it is stored as a link to the
 * embed URL inside a marked div (see shared-ui README, "Embedded videos").
 */
const VideoEmbedNode = mediaBlock('videoEmbed', {
  attributes: ['src'],
  insertCommand: 'insertVideoEmbed',
  parseHTML: () => [
    {
      tag: `div.${VIDEO_EMBED_CLASS}`,
      getAttrs: (element) => {
        const href = element.querySelector('a')?.getAttribute('href');
        return href ? { src: href } : false;
      },
    },
  ],
  renderHTML: ({ HTMLAttributes }) => {
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
      // Only links the display policy keeps: https or a path on this site.
      isAllowedUri: (url) => isKeptRichTextUrl(url),
      shouldAutoLink: (url) => isKeptRichTextUrl(url),
    }),
    TextSizeMark,
    ImageNode,
    VideoNode,
    VideoEmbedNode,
    Placeholder.configure({ placeholder }),
  ];
}
