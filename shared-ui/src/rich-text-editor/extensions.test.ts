import { Editor } from '@tiptap/react';
import DOMPurify from 'dompurify';
import { sanitizeRichText, type Purifier } from 'shared-contracts';
import { editorExtensions } from './extensions';

function editorWith(content: string): Editor {
  return new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions(),
    content,
  });
}

const sanitize = (html: string) => sanitizeRichText(html, DOMPurify as unknown as Purifier);

describe('what the editor writes survives the display policy unchanged', () => {
  it('for every allowed tag the toolbar can produce', () => {
    const editor = editorWith(
      [
        '<h1>Titre 1</h1><h2>Titre 2</h2><h3>Titre 3</h3><h4>Titre 4</h4><h5>Titre 5</h5><h6>Titre 6</h6>',
        '<p><strong>gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s> <code>code</code><br>ligne</p>',
        '<p><span class="rich-text-size-small">petit</span> <span class="rich-text-size-large">grand</span> <span class="rich-text-size-huge">très grand</span></p>',
        '<ul><li><p>puce</p></li></ul><ol><li><p>numéro</p></li></ol>',
        '<blockquote><p>citation</p></blockquote><pre><code>bloc de code</code></pre>',
        '<p><a href="https://exemple.fr" target="_blank">lien</a></p>',
        '<img src="/uploads/images/photo.png" alt="Une photo">',
        '<video src="/uploads/videos/film.mp4" controls="true"></video>',
        '<div class="rich-text-video-embed"><a href="https://www.youtube.com/embed/dQw4w9WgXcQ" target="_blank">▶ Regarder la vidéo sur YouTube</a></div>',
      ].join(''),
    );
    const html = editor.getHTML();
    for (const tag of [
      'h1',
      'h6',
      'strong',
      'em',
      'u',
      's',
      'code',
      'br',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'a',
      'img',
      'video',
      'div',
      'span',
    ])
      expect(html).toContain(`<${tag}`);
    expect(html).not.toContain('rel=');
    expect(html).not.toContain('data-');
    expect(html).not.toContain('style=');
    expect(sanitize(html)).toBe(html);
    editor.destroy();
  });

  it('for sizes, links and media inserted with the commands', () => {
    const editor = editorWith('<p>texte</p>');
    editor.chain().selectAll().setTextSize('huge').setLink({ href: 'https://exemple.fr' }).run();
    editor.chain().focus('end').insertImage({ src: '/uploads/images/a.webp', alt: 'A' }).run();
    editor.chain().focus('end').insertVideo({ src: 'https://cdn.exemple.fr/videos/b.mp4' }).run();
    editor
      .chain()
      .focus('end')
      .insertVideoEmbed({ src: 'https://player.vimeo.com/video/76979871' })
      .run();
    const html = editor.getHTML();
    expect(html).toContain('<span class="rich-text-size-huge">texte</span>');
    expect(html).toContain('<img src="/uploads/images/a.webp" alt="A">');
    expect(html).toContain(
      '<video src="https://cdn.exemple.fr/videos/b.mp4" controls="true"></video>',
    );
    expect(html).toContain(
      '<div class="rich-text-video-embed"><a href="https://player.vimeo.com/video/76979871" target="_blank">▶ Regarder la vidéo sur Vimeo</a></div>',
    );
    expect(sanitize(html)).toBe(html);
    editor.destroy();
  });

  it('refuses links the policy would strip', () => {
    const editor = editorWith('<p>texte</p>');
    editor.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    editor.chain().selectAll().setLink({ href: 'http://exemple.fr' }).run();
    expect(editor.getHTML()).toBe('<p>texte</p>');
    editor.destroy();
  });

  it('normal size removes the size mark', () => {
    const editor = editorWith('<p><span class="rich-text-size-large">grand</span></p>');
    editor.chain().selectAll().setTextSize('normal').run();
    expect(editor.getHTML()).toBe('<p>grand</p>');
    editor.destroy();
  });
});
