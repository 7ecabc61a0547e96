/**
 * @jest-environment jsdom
 */
import {
  applyPageMeta,
  associationPageMeta,
  campaignPageMeta,
  campaignStructuredData,
  pageMetaTags,
  resolvePageMeta,
} from './page-meta';

describe('page metadata', () => {
  it('writes title, description, canonical, social tags, robots, locale and JSON-LD', () => {
    applyPageMeta({ title: 'Connexion', description: 'x'.repeat(400), index: false });
    expect(document.title).toBe('Connexion | Plateforme de dons');
    expect(document.documentElement.lang).toBe('fr');
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toHaveLength(150);
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(content('meta[property="og:locale"]')).toBe('fr_FR');
    expect(content('meta[property="og:title"]')).toBe('Connexion | Plateforme de dons');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/',
    );
    const jsonLd = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0].textContent ?? '{}')['@type']).toBe('WebSite');
  });

  it('replaces the previous page tags instead of adding new ones', () => {
    applyPageMeta({ title: 'A' });
    applyPageMeta({ title: 'B', index: true });
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'index, follow',
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('uses the defaults when a page gives nothing', () => {
    const meta = resolvePageMeta({}, { origin: 'https://dons.example', pathname: '/campaigns' });
    expect(meta.title).toBe('Plateforme de dons pour les associations');
    expect(meta.canonical).toBe('https://dons.example/campaigns');
    expect(meta.robots).toBe('index, follow');
  });

  it('gives a campaign a 1 euro offer, and the 4.8 rating only once it has backers', () => {
    const base = { title: 'Puits', url: 'https://dons.example/campaign/puits' };
    expect(campaignStructuredData({ ...base, totalBackers: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
    const withBackers = campaignStructuredData({ ...base, totalBackers: 3 });
    expect(withBackers.offers).toMatchObject({ price: 1, priceCurrency: 'EUR' });
    expect(withBackers.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 3 });
  });
});

describe('page metadata of campaigns and associations', () => {
  const origin = 'https://dons.example';

  it('describes a campaign with absolute URLs and its Product data', () => {
    const meta = campaignPageMeta(
      {
        slug: 'puits',
        title: 'Un puits',
        description: '',
        story: '<p>Une <em>histoire</em></p>',
        image_url: '/uploads/images/puits.jpg',
        total_backers: 2,
        association_name: 'Eau Vive',
      },
      origin,
    );
    const resolved = resolvePageMeta(meta, { origin, pathname: '/campaign/puits' });
    expect(resolved).toMatchObject({
      title: 'Un puits | Plateforme de dons',
      description: 'Une histoire',
      canonical: 'https://dons.example/campaign/puits',
      image: 'https://dons.example/uploads/images/puits.jpg',
      type: 'article',
    });
    expect(resolved.structuredData).toMatchObject({ '@type': 'Product', name: 'Un puits' });
  });

  it('falls back to the served placeholder image, never a data: URL', () => {
    const resolved = resolvePageMeta(associationPageMeta({ slug: 'a', name: 'A' }, origin), {
      origin,
      pathname: '/association/a',
    });
    expect(resolved.image).toBe('https://dons.example/placeholder.png');
    expect(resolvePageMeta({}, { origin, pathname: '/' }).image).toBe(
      'https://dons.example/placeholder.png',
    );
  });

  it('escapes every value of the server-rendered tags', () => {
    const html = pageMetaTags(
      resolvePageMeta(
        campaignPageMeta(
          { slug: 'x', title: '"><script>alert(1)</script>', description: '</script><b>' },
          origin,
        ),
        { origin, pathname: '/campaign/x' },
      ),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/<\/script><b>/);
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Plateforme de dons');
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;');
    const jsonLd = /<script type="application\/ld\+json" data-page-meta>(.*)<\/script>/.exec(html);
    expect(JSON.parse(jsonLd?.[1] ?? '{}').name).toBe('"><script>alert(1)</script>');
  });
});
