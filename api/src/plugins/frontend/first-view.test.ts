import { PLACEHOLDER_IMAGE_URL } from 'shared-contracts';
import { campaignFirstView, renderFirstView, staticFirstView, withFirstView } from './first-view';

describe('first view', () => {
  it('names the pages that have one, with or without a trailing slash', () => {
    expect(staticFirstView('/')).toEqual({ kind: 'home' });
    expect(staticFirstView('/campaigns/')).toEqual({
      kind: 'list',
      title: 'Tous les projets à soutenir',
    });
    expect(staticFirstView('/faq')).toBeNull();
    expect(staticFirstView('/campaigns/extra')).toBeNull();
  });

  it("shows a campaign's own cover, or the placeholder when it has none or a dubious address", () => {
    const src = (imageUrl: string | null) =>
      /<img src="(.*?)"/
        .exec(
          renderFirstView(campaignFirstView({ title: 'T', description: 'D', image_url: imageUrl })),
        )?.[1]
        ?.replaceAll('&#39;', "'");
    expect(src('/uploads/images/a.jpg')).toBe('/uploads/images/a.jpg');
    expect(src('https://cdn.example.fr/a.jpg')).toBe('https://cdn.example.fr/a.jpg');
    expect(src(null)).toBe(PLACEHOLDER_IMAGE_URL);
    expect(src('javascript:alert(1)')).toBe(PLACEHOLDER_IMAGE_URL);
    expect(src('//evil.example/a.jpg')).toBe(PLACEHOLDER_IMAGE_URL);
    expect(src('/a.jpg" onerror="alert(1)')).toBe(PLACEHOLDER_IMAGE_URL);
    expect(src('/a.jpg"onerror="alert(1)')).toBe('/a.jpg&quot;onerror=&quot;alert(1)');
  });

  it("goes before the shell's root, which the page keeps", () => {
    const html = withFirstView('<body><div id="root"><p>Chargement...</p></div></body>', {
      kind: 'list',
      title: 'Titre <b>',
    });
    expect(html).toMatch(
      /^<body><style>.*<\/style><div id="first-view" aria-busy="true">.*<h1 class="fv-title">Titre &lt;b&gt;<\/h1><\/main><\/div><div id="root"><p>Chargement...<\/p><\/div><\/body>$/s,
    );
    expect(withFirstView('<body></body>', { kind: 'home' })).toBe('<body></body>');
  });
  it("starts, as the shell does, with 'Aller au contenu' to its own main area", () => {
    const html = renderFirstView({ kind: 'home' });
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
    expect(links[0]).toBe('<a class="fv-skip" href="#first-view-contenu">');
    expect(html).toContain('>Aller au contenu</a>');
    expect(html).toContain('<main class="fv-main" id="first-view-contenu" tabindex="-1">');
  });
});
