import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import frontend, { findBuiltFrontend, pageMetaFromDatabase } from '../../src/plugins/frontend';
import { createAssociation, createCampaign } from '../helpers/fixtures';
import { createTestContext, type TestContext } from '../helpers/test-app';

const TEMPLATE =
  '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="utf-8" />\n    <title>Plateforme de dons</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/**
 * The template with what the server adds to every page (no remote built here): the runtime
 * manifest, the runtime config, and the page's first API reads for a visitor without a session.
 */
const withHeadTags = (...reads: string[]) =>
  TEMPLATE.replace(
    '</head>',
    '  <script type="application/json" id="remotes-manifest-data">{}</script>\n' +
      '    <script type="application/json" id="runtime-config-data">{"apiBaseUrl":"/api"}</script>\n' +
      reads
        .map(
          (read) =>
            `    <link rel="preload" href="/api${read}" as="fetch" crossorigin="anonymous" />\n`,
        )
        .join('') +
      '  </head>',
  );

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function tag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('server-rendered page metadata', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let root: string;
  let campaignId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const association = await createAssociation(ctx, {
      name: 'Les Amis des Forêts',
      slug: 'les-amis-des-forets',
      description: '<p>Protéger la <strong>forêt</strong> & ses habitants</p>',
      city: 'Grenoble',
    });
    const campaign = await createCampaign(ctx, {
      associationId: association.id,
      title: 'Replanter "la forêt" <script>alert(1)</script>',
      slug: 'replanter-la-foret',
      description: `Mille arbres ${'à planter ensemble '.repeat(20)}`,
      imageUrl: '/uploads/images/foret.jpg',
    });
    campaignId = campaign.id;
    await createCampaign(ctx, {
      associationId: association.id,
      title: 'Brouillon',
      slug: 'brouillon-secret',
      status: 'draft',
    });

    root = mkdtempSync(path.join(os.tmpdir(), 'frontend-meta-'));
    write(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shell'] }));
    write(path.join(root, 'shell/dist/index.html'), TEMPLATE);
    const options = findBuiltFrontend(root, {});
    if (!options) throw new Error('the fixture has a built shell');
    app = Fastify();
    await app.register(frontend, {
      ...options,
      pageMeta: pageMetaFromDatabase(ctx.db),
      publicUrl: 'https://dons.example.fr',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("writes a campaign's title, description, canonical, Open Graph, Twitter and JSON-LD, escaped", async () => {
    const response = await app.inject({ url: '/campaign/replanter-la-foret' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    const title =
      'Replanter &quot;la forêt&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Plateforme de dons';
    expect(tag(html, /<title>(.*?)<\/title>/)).toBe(title);
    expect(tag(html, /<meta property="og:title" content="(.*?)"/)).toBe(title);
    expect(tag(html, /<meta name="twitter:title" content="(.*?)"/)).toBe(title);
    expect(html).not.toContain('<script>alert(1)');
    const description = tag(html, /<meta name="description" content="(.*?)"/) ?? '';
    expect(description.startsWith('Mille arbres à planter')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(150);
    expect(tag(html, /<meta property="og:description" content="(.*?)"/)).toBe(description);
    expect(tag(html, /<link rel="canonical" href="(.*?)"/)).toBe(
      'https://dons.example.fr/campaign/replanter-la-foret',
    );
    expect(tag(html, /<meta property="og:image" content="(.*?)"/)).toBe(
      'https://dons.example.fr/uploads/images/foret.jpg',
    );
    expect(tag(html, /<meta property="og:locale" content="(.*?)"/)).toBe('fr_FR');
    expect(tag(html, /<meta name="robots" content="(.*?)"/)).toBe('index, follow');
    const jsonLd = JSON.parse(
      tag(html, /<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Replanter "la forêt" <script>alert(1)</script>',
      offers: { price: 1, priceCurrency: 'EUR' },
    });
    // The page itself is still the shell's.
    expect(html).toContain('<div id="root"></div>');
  });

  it('finds a campaign by id too, with its slug as the canonical', async () => {
    const html = (await app.inject({ url: `/campaign/${campaignId}` })).body;
    expect(tag(html, /<link rel="canonical" href="(.*?)"/)).toBe(
      'https://dons.example.fr/campaign/replanter-la-foret',
    );
  });

  it("writes an association's metadata, the placeholder as its absolute image", async () => {
    for (const url of ['/association/les-amis-des-forets', '/associations/les-amis-des-forets']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(tag(response.body, /<title>(.*?)<\/title>/)).toBe(
        'Les Amis des Forêts | Plateforme de dons',
      );
      expect(tag(response.body, /<meta name="description" content="(.*?)"/)).toBe(
        'Protéger la forêt &amp; ses habitants',
      );
      expect(tag(response.body, /<meta property="og:image" content="(.*?)"/)).toBe(
        'https://dons.example.fr/placeholder.png',
      );
    }
  });

  it('answers 404 with the page, noindex, for an unknown or unpublished slug', async () => {
    for (const url of ['/campaign/nulle-part', '/campaign/brouillon-secret', "/campaign/a'b"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(tag(response.body, /<title>(.*?)<\/title>/)).toBe(
        'Campagne non trouvée | Plateforme de dons',
      );
      expect(tag(response.body, /<meta name="robots" content="(.*?)"/)).toBe('noindex, nofollow');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Brouillon');
    }
    const association = await app.inject({ url: '/association/inconnue' });
    expect(association.statusCode).toBe(404);
    expect(tag(association.body, /<title>(.*?)<\/title>/)).toBe(
      'Association non trouvée | Plateforme de dons',
    );
  });

  it('leaves the other pages as built, with only the runtime manifest, config and first reads added', async () => {
    const response = await app.inject({ url: '/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(withHeadTags());
  });

  describe('first view, painted before the JavaScript', () => {
    const firstView = (html: string) =>
      /<div id="first-view" aria-busy="true">(.*?)<\/div><div id="root">/s.exec(html)?.[1];

    it("sends a campaign's cover, title and summary, escaped, before the shell's root", async () => {
      const html = (await app.inject({ url: '/campaign/replanter-la-foret' })).body;
      const view = firstView(html) ?? '';
      expect(view).toContain(
        '<h1>Replanter &quot;la forêt&quot; &lt;script&gt;alert(1)&lt;/script&gt;</h1>',
      );
      expect(view).toContain(`<p>Mille arbres ${'à planter ensemble '.repeat(20)}</p>`);
      expect(view).toContain('<img src="/uploads/images/foret.jpg"');
      expect(view).toContain('<a class="fv-logo" href="/">Plateforme de dons</a>');
      expect(view).toContain('<a class="fv-back" href="/">← Retour à l&#39;accueil</a>');
      expect(html).not.toContain('<script>alert(1)');
      // Its styles hide the shell's root until the shell removes the first view.
      expect(html).toContain('#first-view~#root{display:none}');
    });

    it("sends the home page's banner and hero, and a list's title", async () => {
      const home = firstView((await app.inject({ url: '/' })).body) ?? '';
      expect(home).toContain(
        '<h1>Soutenez les projets des associations qui vous tiennent à cœur</h1>',
      );
      expect(home).toContain('<a href="/campaigns">Découvrir les projets</a>');
      expect(home).toContain('Des associations vérifiées, des projets concrets');
      for (const [url, title] of [
        ['/campaigns', 'Tous les projets à soutenir'],
        ['/associations/', 'Toutes les associations partenaires'],
      ]) {
        expect(firstView((await app.inject({ url })).body)).toContain(
          `<h1 class="fv-title">${title}</h1>`,
        );
      }
    });

    it('sends none for a signed-in visitor, a page not found or a page without one', async () => {
      const signedIn = await app.inject({
        url: '/campaign/replanter-la-foret',
        cookies: { token: 'a-session' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toContain('<title>Replanter');
      for (const response of [
        signedIn,
        await app.inject({ url: '/', cookies: { token: 'a-session' } }),
        await app.inject({ url: '/campaign/brouillon-secret' }),
        await app.inject({ url: '/association/les-amis-des-forets' }),
        await app.inject({ url: '/login' }),
      ]) {
        expect(response.body).not.toContain('first-view');
        expect(response.body).toContain('<div id="root"></div>');
      }
    });
  });

  it('sends the plain page when the lookup fails, never an error', async () => {
    const options = findBuiltFrontend(root, {});
    if (!options) throw new Error('the fixture has a built shell');
    const failing = Fastify({ logger: false });
    await failing.register(frontend, {
      ...options,
      pageMeta: () => Promise.reject(new Error('database unreachable')),
    });
    const response = await failing.inject({ url: '/campaign/replanter-la-foret' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      withHeadTags('/campaigns/replanter-la-foret', '/campaigns/replanter-la-foret/donations'),
    );
    await failing.close();
  });
});
