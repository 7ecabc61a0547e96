import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import frontend, { findBuiltFrontend } from '../../src/plugins/frontend';
import { findPublicCampaign } from '../../src/views/campaign-view';
import { createAssociation, createCampaign, createDonation } from '../helpers/fixtures';
import { createTestContext, type TestContext } from '../helpers/test-app';

const TEMPLATE =
  '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="utf-8" />\n    <title>Plateforme de dons</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** What decides whether a browser lets another site frame the answer. */
function framing(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'] ?? '');
  return {
    xFrameOptions: headers['x-frame-options'],
    frameAncestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
  };
}
const FRAMABLE = { xFrameOptions: undefined, frameAncestors: '*' };

describe('embeds: framable by any site, every other page and the API by none', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const association = await createAssociation(ctx, { name: 'Les Amis des Forêts' });
    const campaign = await createCampaign(ctx, {
      associationId: association.id,
      title: 'Replanter <la forêt>',
      slug: 'replanter-la-foret',
      targetAmountCents: 200_000,
    });
    await createDonation(ctx, { campaignId: campaign.id, amountCents: 50_000 });
    await createCampaign(ctx, {
      associationId: association.id,
      title: 'Brouillon',
      slug: 'brouillon-secret',
      status: 'draft',
    });
    root = mkdtempSync(path.join(os.tmpdir(), 'frontend-embeds-'));
    write(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shell'] }));
    write(path.join(root, 'shell/dist/index.html'), TEMPLATE);
    write(path.join(root, 'shell/dist/main.12345678.js'), 'console.log(1)');
    const options = findBuiltFrontend(root, {});
    if (!options) throw new Error('the fixture has a built shell');
    // The whole app (helmet's headers, the API) with the front-end, as `npm start` runs it.
    app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      pool: ctx.handle.pool,
      mail: ctx.mail,
      logger: false,
    });
    await app.register(frontend, {
      ...options,
      embedCampaign: (key) => findPublicCampaign(ctx.db, key),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['bouton', 'carte', 'compteur'])(
    'the %s embed is plain HTML any site may frame, with the campaign and its sizing script',
    async (kind) => {
      const response = await app.inject({ url: `/embed/campagne/replanter-la-foret/${kind}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(framing(response.headers)).toEqual(FRAMABLE);
      expect(response.body).toContain('<script src="/embed/taille.js" async></script>');
      // No framework: the page is its own few kilobytes.
      expect(response.body.length).toBeLessThan(8_000);
      expect(response.body).not.toContain('<la forêt>');
      if (kind !== 'bouton') {
        expect(response.body).toContain('Replanter &lt;la forêt&gt;');
        expect(response.body).toContain('25% financé');
      }
      if (kind !== 'compteur')
        expect(response.body).toMatch(
          /<a class="cta[^"]*" href="\/campaign\/replanter-la-foret\?contribuer=oui" target="_blank" rel="noopener">Soutenir ce projet/,
        );
    },
  );

  it("the button's link carries the prefilled amount and frequency", async () => {
    const response = await app.inject({
      url: '/embed/campagne/replanter-la-foret/bouton?montant=25&frequence=mensuel',
    });
    expect(response.body).toContain(
      'href="/campaign/replanter-la-foret?contribuer=25&amp;frequence=mensuel"',
    );
  });

  it('an unknown or unpublished campaign is a French 404, still framable (the host shows it)', async () => {
    for (const slug of ['nulle-part', 'brouillon-secret']) {
      const response = await app.inject({ url: `/embed/campagne/${slug}/carte` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Cette campagne n’existe pas ou n’est plus publiée.');
      expect(framing(response.headers)).toEqual(FRAMABLE);
    }
  });

  it('the contribution flow (the shell page at /embed/…/don) may be framed by any site', async () => {
    const response = await app.inject({
      url: '/embed/campagne/replanter-la-foret/don?montant=20',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(framing(response.headers)).toEqual(FRAMABLE);
    // The rest of the shell's policy is kept.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['the home page', '/'],
    ['a campaign page', '/campaign/replanter-la-foret'],
    ['the login page', '/login'],
    ['a dashboard', '/dashboard'],
    ['an unknown page', '/nulle-part'],
    ['an unknown page under /embed/', '/embed/campagne/replanter-la-foret/autre'],
  ])('%s may be framed by no site', async (_name, url) => {
    const response = await app.inject({ url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(framing(response.headers)).toEqual({
      xFrameOptions: 'DENY',
      frameAncestors: "'none'",
    });
  });

  it.each([
    ['a public read', '/api/campaigns/replanter-la-foret'],
    ['a signed-in read, refused', '/api/dashboard/campaigns'],
    ['an unknown route', '/api/nulle-part'],
    ['a script of the shell', '/main.12345678.js'],
  ])('the API and the assets say DENY too: %s', async (_name, url) => {
    const response = await app.inject({ url });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('/embed.js inserts and sizes the frames, taking messages from the platform only', async () => {
    const response = await app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    const script = response.body;
    expect(script).toContain('plateforme-dons:embed-size');
    expect(script).toContain('event.origin');
    expect(script).toContain('event.source');
    // Tiny: it is loaded by every visitor of the association's page.
    expect(Buffer.byteLength(script)).toBeLessThan(4_000);
    const again = await app.inject({
      url: '/embed.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
