import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  RICH_TEXT_POLICY,
  isAllowedRichTextAttribute,
  sanitizeRichText,
  sanitizeRichTextWithDom,
  type RichTextDom,
} from './index';

const { window } = new JSDOM('');
const purify = createDOMPurify(window);
const dom = window as unknown as RichTextDom;

// The API sanitises with DOMPurify, the browser with its own DOM: both must give the same text.
const SANITIZERS: [string, (html: string | null) => string][] = [
  ['DOMPurify on jsdom (as the API runs it)', (html) => sanitizeRichText(html, purify)],
  ['the DOM copy (as the browser runs it)', (html) => sanitizeRichTextWithDom(html, dom)],
];

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

describe('sanitizeRichText with DOMPurify', () => {
  it('leaves the DOMPurify instance without the hook afterwards', () => {
    sanitizeRichText('<p>a</p>', purify);
    expect(purify.sanitize('<p title="t">a</p>')).toBe('<p title="t">a</p>');
  });
});

describe.each(SANITIZERS)('sanitising with %s', (_name, sanitize) => {
  it('keeps allowed formatting', () => {
    const html =
      '<h2 class="t">Titre</h2><p style="color: red">Un <strong>texte</strong> <a href="https://exemple.fr" target="_blank" title="x">lien</a></p>';
    expect(sanitize(html)).toBe(html);
  });

  it('drops scripts, event handlers, javascript: links and iframes', () => {
    const out = sanitize(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('drops data attributes and attributes not allowed on that tag', () => {
    expect(sanitize('<p data-x="1" href="https://x" title="t">a</p>')).toBe('<p>a</p>');
    expect(sanitize('<img src="/uploads/images/a.png" alt="a" data-id="2" onerror="x()">')).toBe(
      '<img src="/uploads/images/a.png" alt="a">',
    );
    expect(sanitize('<video src="/uploads/videos/a.mp4" controls="" autoplay=""></video>')).toBe(
      '<video src="/uploads/videos/a.mp4" controls=""></video>',
    );
  });

  it('gives an empty string for empty content', () => {
    expect(sanitize('')).toBe('');
    expect(sanitize(null)).toBe('');
  });
});

describe.each(SANITIZERS)(
  'rich text cannot cover the page nor point elsewhere (%s)',
  (_name, clean) => {
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
  },
);

describe('the browser and the API sanitise alike', () => {
  // Inputs that have fooled sanitisers: foreign content, raw text elements, comments, nesting
  // the parser rewrites, entities, attributes that would close a comment once written out.
  const corpus = [
    '<p>a<svg><p><style><img src=x onerror=alert(1)></style></p></svg>b</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<p title="--><img src=x onerror=alert(1)>">a</p>',
    '<!--<img src=x onerror=alert(1)>--><p>b</p>',
    '<template><script>alert(1)</script></template><p>c</p>',
    '<a href="  https://exemple.fr">espaces</a><a href="JaVaScRiPt:alert(1)">js</a>',
    '<a href="java&#x09;script:alert(1)">tab</a><img src="/x.png" srcset="https://x 1x">',
    '<div><section><article>garde <b>le</b> texte</article></section></div>',
    '<ul><li>un<li>deux</ul><p>a<div>b</div>c</p><a href="/a"><a href="/b">x</a></a>',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; fin</p>',
    '<textarea><img src=x onerror=alert(1)></textarea><select><option>o</select>',
    '<p style="color: red; background: url(javascript:alert(1))">s</p>',
    '<video src="/uploads/videos/a.mp4" controls autoplay onplay="x()"><source src="https://x"></video>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object><embed src="x">',
  ];

  it.each(corpus)('%s', (html) => {
    const fromDom = sanitizeRichTextWithDom(html, dom);
    expect(fromDom).toBe(sanitizeRichText(html, purify));
    // Written out and read back, it holds nothing active.
    const again = new window.DOMParser().parseFromString(fromDom, 'text/html').body;
    expect(
      again.querySelector('script, style, iframe, object, embed, svg, math, template'),
    ).toBeNull();
    for (const element of Array.from(again.querySelectorAll('*')))
      for (const attribute of Array.from(element.attributes))
        expect(attribute.name).not.toMatch(/^on/i);
  });
});
