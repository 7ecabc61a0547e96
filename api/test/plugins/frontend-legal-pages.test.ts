import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OperatorIdentity } from 'shared-contracts';
import { loadLegalOperator } from '../../src/lib/legal-operator-config';
import frontend, { findBuiltFrontend } from '../../src/plugins/frontend';

// Issue 28, item 5: the legal pages' text and metadata are in the served page, for crawlers
// (which run no JavaScript) and for a visitor whose JavaScript has not arrived yet.

const TEMPLATE =
  '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="utf-8" />\n    <title>Plateforme de dons</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const OPERATOR: OperatorIdentity = {
  publisherName: 'Dons Solidaires',
  publisherLegalForm: 'SAS au capital de 10 000 €',
  publisherAddress: '5 quai des Chartrons, 33000 Bordeaux',
  publisherRegistration: 'RCS Bordeaux 912 345 678',
  publisherEmail: 'legal@dons-solidaires.fr',
  publisherPhone: '05 56 00 00 00',
  publicationDirector: 'Jeanne Dupuis',
  hostName: 'Nuage Français SAS',
  hostAddress: '2 rue des Serveurs, 67000 Strasbourg',
  hostPhone: '03 88 00 00 00',
};

const LEGAL_PAGES = [
  {
    url: '/mentions-legales',
    title: 'Mentions légales',
    texts: [
      'article 6 III de la loi n° 2004-575 du 21 juin 2004',
      '<h2>Directeur de la publication</h2><p>Jeanne Dupuis.</p>',
      'éditée par Dons Solidaires, SAS au capital de 10 000 €, dont le siège est situé 5 quai des Chartrons, 33000 Bordeaux.',
      'Immatriculation : RCS Bordeaux 912 345 678.',
      'hébergée par Nuage Français SAS, 2 rue des Serveurs, 67000 Strasbourg, téléphone : 03 88 00 00 00.',
    ],
  },
  {
    url: '/confidentialite',
    title: 'Politique de confidentialité',
    texts: [
      '<h2>Les données collectées</h2>',
      'article 6.1.c du RGPD',
      'article L123-22 du Code de commerce',
      'article L102 B du Livre des procédures fiscales',
      'effacées 36 mois après votre dernier don',
      'écrivez à legal@dons-solidaires.fr',
      '<a href="https://www.cnil.fr/fr/plaintes">',
      '<a href="/donor-dashboard?tab=privacy">Mes données, dans mon espace donateur</a>',
    ],
  },
  {
    url: '/accessibilite',
    title: 'Déclaration d&#39;accessibilité',
    texts: [
      'partiellement conforme au référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1',
      '<h2>Signaler un défaut d’accessibilité</h2>',
      'legal@dons-solidaires.fr ou appelez le 05 56 00 00 00',
      'Défenseur des droits, Libre réponse 71120',
      'établie le 27 novembre 2026',
    ],
  },
  {
    url: '/cookies',
    title: 'Cookies',
    texts: [
      '« token » : il garde votre session ouverte',
      'expire au bout d’un jour',
      'délibération n° 2020-091 du 17 septembre 2020',
      'n’affiche donc pas de bandeau',
    ],
  },
];

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const firstView = (html: string) =>
  /<div id="first-view" aria-busy="true">(.*?)<\/div><div id="root">/s.exec(html)?.[1] ?? '';

describe('legal pages in the served page', () => {
  let root: string;
  const apps: FastifyInstance[] = [];

  async function serve(legalOperator?: Partial<OperatorIdentity>) {
    const options = findBuiltFrontend(root, {});
    if (!options) throw new Error('the fixture has a built shell');
    const app = Fastify();
    await app.register(frontend, {
      ...options,
      publicUrl: 'https://dons.example.fr',
      ...(legalOperator ? { legalOperator } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'frontend-legal-'));
    write(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shell'] }));
    write(path.join(root, 'shell/dist/index.html'), TEMPLATE);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(root, { recursive: true, force: true });
  });

  it.each(LEGAL_PAGES)(
    "serves $url with its title, description, heading and text, the operator's settings filled in",
    async ({ url, title, texts }) => {
      const app = await serve(OPERATOR);
      for (const path of [url, `${url}/`]) {
        const response = await app.inject({ url: path });
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html).toContain(`<title>${title} | Plateforme de dons</title>`);
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html).toContain('<meta name="robots" content="index, follow"');
        expect(html).toContain(`<link rel="canonical" href="https://dons.example.fr${url}"`);
        const view = firstView(html);
        expect(view).toContain(`<h1 class="fv-title">${title}</h1>`);
        for (const text of texts) expect(view).toContain(text);
        expect(view).not.toContain('[non renseigné]');
        expect(view).not.toContain('démonstration');
      }
    },
  );

  it('sends the operator to the browser in the runtime config, in the page and at /runtime-config.json', async () => {
    const app = await serve(OPERATOR);
    const served = await app.inject({ url: '/runtime-config.json' });
    expect(served.json()).toEqual({ apiBaseUrl: '/api', operator: OPERATOR });
    const html = (await app.inject({ url: '/cookies' })).body;
    expect(html).toContain('"publisherName":"Dons Solidaires"');
  });

  it('keeps the metadata for a signed-in visitor, whose page the shell renders at once', async () => {
    const app = await serve(OPERATOR);
    const response = await app.inject({ url: '/confidentialite', cookies: { token: 'x.y.z' } });
    expect(response.body).toContain(
      '<title>Politique de confidentialité | Plateforme de dons</title>',
    );
    expect(response.body).not.toContain('id="first-view"');
  });

  it('marks an unset operator setting as not provided, never inventing one', async () => {
    const app = await serve({ ...OPERATOR, hostPhone: undefined });
    const view = firstView((await app.inject({ url: '/mentions-legales' })).body);
    expect(view).toContain('67000 Strasbourg, téléphone : [non renseigné].');
  });

  it('takes the LEGAL_* settings, the demo operator outside production, nothing invented in production', () => {
    const set = loadLegalOperator({
      LEGAL_PUBLISHER_NAME: ' Dons Solidaires ',
      NODE_ENV: 'development',
    });
    expect(set.operator.publisherName).toBe('Dons Solidaires');
    expect(set.operator.hostName).toBe('Hébergeur Exemple SAS');
    expect(set.missing).toEqual([]);
    const production = loadLegalOperator({ NODE_ENV: 'production', LEGAL_HOST_NAME: 'Nuage' });
    expect(production.operator).toEqual({ hostName: 'Nuage' });
    expect(production.missing).toContain('LEGAL_PUBLISHER_NAME');
    expect(production.missing).not.toContain('LEGAL_HOST_NAME');
    expect(production.missing).toHaveLength(9);
  });
});
