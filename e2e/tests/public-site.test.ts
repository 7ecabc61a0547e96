import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';

// Demo data (api/src/db/seed/demo-data.ts): Santé Solidaire runs a goal campaign with two
// rewards and two donations; Lire Ensemble runs a continuous one.
const CAMION = '/campaign/un-camion-medical-pour-nos-villages';
const CAMION_TITLE = 'Un camion médical pour nos villages';
const BIBLIOTHEQUE = '/campaign/bibliotheque-mobile';

describe('public site', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  async function visit(path: string, viewport?: { width: number; height: number }) {
    const { context, page } = await openPage(browser, viewport ? { viewport } : {});
    await page.goto(path);
    await waitUntilQuiet(page);
    return { context, page };
  }

  const heading = (page: Page, name: string, level = 1) =>
    page.getByRole('heading', { level, name, exact: true });

  it('finds a campaign by search and category, opens it, visits its association and comes back', async () => {
    const { context, page } = await visit('/campaigns');
    await heading(page, 'Tous les projets à soutenir').waitFor();
    await page.getByPlaceholder('Rechercher un projet...').fill('camion');
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption('health');
    await page.getByText('1 projet(s) trouvé(s)').waitFor();
    expect(new URL(page.url()).search).toBe('?q=camion&category=health');
    const card = page.getByTestId('campaign-card');
    expect(await card.count()).toBe(1);
    await card.getByRole('link', { name: 'Soutenir ce projet' }).click();

    await page.waitForURL((url) => url.pathname === CAMION);
    await waitUntilQuiet(page);
    await heading(page, CAMION_TITLE).waitFor();
    await heading(page, 'Histoire du projet', 2).waitFor();
    await page.getByText('le premier médecin est parfois à 40 km').waitFor();
    await heading(page, 'Contreparties', 2).waitFor();
    await page.getByRole('button', { name: /Autocollant officiel/ }).waitFor();
    await page.getByRole('button', { name: /Visite du camion/ }).waitFor();
    const contributions = page.getByTestId('recent-contribution');
    // The demo data's two gifts, and any a journey that ran before this one paid here (the
    // journeys share one platform: campaign-life's thank-you page pays one on this campaign).
    expect(await contributions.count()).toBeGreaterThanOrEqual(2);
    expect(await contributions.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Emma Leroy')]),
    );
    await page
      .getByText(
        "Si l'objectif n'est pas atteint à la date de fin, les donateurs sont intégralement remboursés.",
      )
      .waitFor();

    await page.getByRole('link', { name: "Découvrir l'association" }).click();
    await page.waitForURL((url) => url.pathname === '/association/sante-solidaire');
    await waitUntilQuiet(page);
    await heading(page, 'Santé Solidaire').waitFor();
    await page
      .getByTestId('association-page')
      .getByRole('link', { name: /Soutenir ce projet|Voir le projet/ })
      .first()
      .waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === CAMION);
    await heading(page, CAMION_TITLE).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/campaigns');
    expect(await page.getByPlaceholder('Rechercher un projet...').inputValue()).toBe('camion');
    await context.close();
  });

  it("shows a continuous campaign as 'En continu', with no percentage", async () => {
    const { context, page } = await visit(BIBLIOTHEQUE);
    await heading(page, 'Bibliothèque mobile').waitFor();
    const side = page.getByTestId('campaign-side-card');
    expect(await side.getByTestId('side-days').innerText()).toBe('En continu');
    expect(await side.getByTestId('side-percent').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Contreparties' }).count()).toBe(0);
    await context.close();
  });

  it('shows the not-found pages of an unknown campaign and association', async () => {
    const { context, page } = await visit('/campaign/projet-qui-n-existe-pas');
    await heading(page, 'Campagne non trouvée', 1).waitFor();
    await page.getByText("Cette campagne n'existe pas ou n'est plus disponible.").waitFor();
    await page.goto('/association/association-inconnue');
    await waitUntilQuiet(page);
    await heading(page, 'Association non trouvée', 1).waitFor();
    await page.getByTestId('page-empty').getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('has the FAQ and the terms', async () => {
    const { context, page } = await visit('/faq');
    await heading(page, 'Questions fréquentes').waitFor();
    const questions = page.getByTestId('faq-page').locator('h2 > button[aria-expanded="false"]');
    expect(await questions.count()).toBe(10);
    await page.getByRole('button', { name: 'Quels sont les frais ?' }).click();
    await page.getByText(/commission de 5 % sur les fonds collectés/).waitFor({ state: 'visible' });
    await page.goto('/terms');
    await waitUntilQuiet(page);
    await heading(page, "Conditions générales d'utilisation").waitFor();
    await heading(page, 'Article 7 – Modifications', 2).waitFor();
    await context.close();
  });

  it('serves the campaign page with its metadata to a client that runs no JavaScript', async () => {
    const response = await fetch(`${baseUrl()}${CAMION}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<meta property="og:title" content="${CAMION_TITLE} | Plateforme de dons" />`,
    );
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
    expect(html).toContain('<script type="application/ld+json" data-page-meta>');
    const missing = await fetch(`${baseUrl()}/campaign/projet-qui-n-existe-pas`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    const image = await fetch(`${baseUrl()}/placeholder.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it("paints a page's heading before its JavaScript has arrived, then the page takes its place", async () => {
    for (const path of ['/', '/campaigns', CAMION]) {
      const { context, page } = await openPage(browser, { viewport: { width: 390, height: 800 } });
      // The shell's entry held back: what a phone on a slow network shows meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const early = page.locator('#first-view h1');
      await early.waitFor();
      const text = await early.textContent();
      const box = await early.boundingBox();
      expect(text).toBe(
        path === '/'
          ? 'Soutenez les projets des associations qui vous tiennent à cœur'
          : path === CAMION
            ? CAMION_TITLE
            : 'Tous les projets à soutenir',
      );
      release();
      await page.locator('#first-view').waitFor({ state: 'detached' });
      await waitUntilQuiet(page);
      // One heading, the page's own, where the first view had it.
      const headings = page.locator('h1');
      expect(await headings.count()).toBe(1);
      expect(await headings.textContent()).toBe(text);
      const final = await headings.boundingBox();
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs((final?.[key] ?? -1) - (box?.[key] ?? 1))).toBeLessThanOrEqual(1);
      await context.close();
    }
  });

  const pages = [
    '/',
    '/campaigns',
    '/associations',
    CAMION,
    '/association/sante-solidaire',
    '/faq',
    '/terms',
    '/login',
  ];

  it.each(pages)('has no serious accessibility violation on %s', async (path) => {
    const { context, page } = await visit(path);
    await expectNoSeriousViolations(page);
    await context.close();
  });

  it.each(pages)('does not scroll sideways at 360 px on %s', async (path) => {
    const { context, page } = await visit(path, { width: 360, height: 740 });
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    await context.close();
  });

  it('announces every file the first render needs in the page itself, so none waits for another', async () => {
    // (A campaign's story loads its HTML sanitiser once the campaign has arrived: not counted.)
    for (const path of ['/', '/campaigns', CAMION]) {
      const { context, page } = await openPage(browser);
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === baseUrl()) requested.push(url.pathname);
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const firstRender = [...requested];
      await waitUntilQuiet(page);
      const announced = (as: string) =>
        [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)]
          .filter((match) => as.split('|').includes(match[2] ?? ''))
          .map((match) => match[1] ?? '');
      const scripts = [
        ...announced('script|style'),
        ...[...html.matchAll(/<script defer="defer" src="([^"]+)"/g)].map((match) => match[1]),
      ];
      if (path !== CAMION) {
        // The shell's chunks, its styles and the page's remote chunks: all in the page's head.
        // The runtime config is written into the page: no round trip before the first render.
        const unannounced = firstRender.filter(
          (file) => /\.(js|css)$|^\/runtime-config\.json$/.test(file) && !scripts.includes(file),
        );
        expect(unannounced).toEqual([]);
        expect(scripts.filter((file) => /^\/[^/]+\.js$/.test(file)).length).toBeGreaterThan(5);
      }
      // The page's first API reads are announced too, and the page's calls take those answers:
      // each is requested once.
      const reads = announced('fetch').filter((href) => href.startsWith('/api/'));
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(requested.filter((url) => url === read)).toHaveLength(1);
      await context.close();
    }
  });
});
