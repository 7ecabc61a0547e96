import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  RICH_TEXT_POLICY,
  isAllowedRichTextAttribute,
  sanitizeRichText,
  type Purifier,
} from './index';

const purify = createDOMPurify(new JSDOM('').window);

describe('rich-text policy', () => {
  it('lists the spec tags and forbids data attributes', () => {
    expect([...RICH_TEXT_POLICY.ALLOWED_TAGS].sort()).toEqual(
      [
        'p',
        'br',
        'strong',
        'b',
        'em',
        'i',
        'u',
        's',
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'ul',
        'ol',
        'li',
        'blockquote',
        'pre',
        'code',
        'a',
        'img',
        'video',
        'div',
        'span',
      ].sort(),
    );
    expect(RICH_TEXT_POLICY.ALLOW_DATA_ATTR).toBe(false);
    expect(isAllowedRichTextAttribute('A', 'href')).toBe(true);
    expect(isAllowedRichTextAttribute('p', 'href')).toBe(false);
    expect(isAllowedRichTextAttribute('span', 'style')).toBe(true);
  });
});

describe('sanitizeRichText with DOMPurify on jsdom (as the API runs it)', () => {
  it('keeps allowed formatting', () => {
    const html =
      '<h2 class="t">Titre</h2><p style="color: red">Un <strong>texte</strong> <a href="https://exemple.fr" target="_blank" title="x">lien</a></p>';
    expect(sanitizeRichText(html, purify)).toBe(html);
  });

  it('drops scripts, event handlers, javascript: links and iframes', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a><iframe src="https://x"></iframe>',
      purify,
    );
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('drops data attributes and attributes not allowed on that tag', () => {
    expect(sanitizeRichText('<p data-x="1" href="https://x" title="t">a</p>', purify)).toBe(
      '<p>a</p>',
    );
    expect(
      sanitizeRichText(
        '<img src="/uploads/images/a.png" alt="a" data-id="2" onerror="x()">',
        purify,
      ),
    ).toBe('<img src="/uploads/images/a.png" alt="a">');
    expect(
      sanitizeRichText(
        '<video src="/uploads/videos/a.mp4" controls="" autoplay=""></video>',
        purify,
      ),
    ).toBe('<video src="/uploads/videos/a.mp4" controls=""></video>');
  });

  it('leaves the DOMPurify instance without the hook afterwards', () => {
    sanitizeRichText('<p>a</p>', purify);
    expect(purify.sanitize('<p title="t">a</p>')).toBe('<p title="t">a</p>');
  });

  it('gives an empty string for empty content', () => {
    expect(sanitizeRichText('', purify)).toBe('');
    expect(sanitizeRichText(null, purify)).toBe('');
  });
});

describe('rich text cannot cover the page nor point elsewhere', () => {
  const clean = (html: string) => sanitizeRichText(html, purify as unknown as Purifier);

  it('keeps text styles and drops layout, positioning and url()', () => {
    expect(
      clean(
        '<p style="color: rgb(200, 10, 10); position: fixed; top: 0; font-weight: bold; z-index: 9999">a</p>',
      ),
    ).toBe('<p style="color: rgb(200, 10, 10); font-weight: bold">a</p>');
    expect(clean('<span style="background-color: url(https://x.example/t.png)">b</span>')).toBe(
      '<span>b</span>',
    );
    expect(clean('<div style="position:absolute;inset:0;width:100vw">c</div>')).toBe(
      '<div>c</div>',
    );
    expect(clean('<span style="color: expression(alert(1))">d</span>')).toBe('<span>d</span>');
  });

  it('keeps https: and site paths in links and images, nothing else', () => {
    expect(clean('<a href="https://exemple.fr/page">ok</a>')).toBe(
      '<a href="https://exemple.fr/page">ok</a>',
    );
    expect(clean('<img src="/api/uploads/images/x.png">')).toBe(
      '<img src="/api/uploads/images/x.png">',
    );
    expect(clean('<a href="http://exemple.fr">clair</a>')).toBe('<a>clair</a>');
    expect(clean('<a href="//evil.example">proto</a>')).toBe('<a>proto</a>');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('<img>');
    expect(clean('<a href="mailto:a@b.fr">m</a>')).toBe('<a>m</a>');
  });
});
