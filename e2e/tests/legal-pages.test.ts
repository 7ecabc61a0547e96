import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { checkScreen } from '../src/screen-check';

// Issue 28, item 5: the legal pages, reached from every page's footer, accessible, and in the
// served HTML for crawlers. `npm start` runs without LEGAL_* settings outside production: the
// demo operator fills them (api/src/lib/legal-operator-config.ts), so nothing shows unset.
// E2E_SCREENSHOTS=1 writes docs/screenshots/public/legal-*-1280.png and -390.png.

const LEGAL_PAGES = [
  { link: 'Mentions légales', path: '/mentions-legales', shot: 'legal-notice', text: 'Hébergeur' },
  {
    link: 'Politique de confidentialité',
    path: '/confidentialite',
    shot: 'legal-privacy',
    text: 'Réclamation auprès de la CNIL',
  },
  { link: 'Cookies', path: '/cookies', shot: 'legal-cookies', text: 'Aucun traceur' },
  {
    link: "Déclaration d'accessibilité",
    path: '/accessibilite',
    shot: 'legal-accessibility',
    text: 'Voies de recours',
  },
];

describe('legal pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('reaches each legal page from the footer, with no serious accessibility violation', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/campaigns');
    await waitUntilQuiet(page);
    for (const legal of LEGAL_PAGES) {
      const footerLinks = page.getByRole('navigation', { name: 'Informations légales' });
      await footerLinks.getByRole('link', { name: legal.link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === legal.path);
      await waitUntilQuiet(page);
      await page.getByRole('heading', { level: 1, name: legal.link, exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: legal.text, exact: true }).waitFor();
      expect(await page.title()).toBe(`${legal.link} | Plateforme de dons`);
      // The footer link was clicked at the bottom of the page: the next page opens at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const text = await page.getByTestId('legal-page').innerText();
      expect(text).not.toContain('[non renseigné]');
      await checkScreen(page, 'public', legal.shot);
    }
    // The operator of `npm start` (the demo values) is named on the page, from the runtime config.
    await page.goto('/mentions-legales');
    await waitUntilQuiet(page);
    await page.getByText('La plateforme est hébergée par Hébergeur Exemple SAS').waitFor();
    await context.close();
  });

  it('opens a page reached from the bottom of a long one at its top; an #anchor link still scrolls to its section', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/campaigns');
    await waitUntilQuiet(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .getByRole('navigation', { name: 'Informations légales' })
      .getByRole('link', { name: 'Cookies', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/cookies');
    await page.getByRole('heading', { level: 1, name: 'Cookies', exact: true }).waitFor();
    await waitUntilQuiet(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // An association's 'Voir ses campagnes' is an anchor on its own page (#campagnes).
    const campaigns = (await (await fetch(`${baseUrl()}/api/campaigns`)).json()) as {
      data: { association_slug: string }[];
    };
    await page.goto(`/associations/${campaigns.data[0]!.association_slug}`);
    await waitUntilQuiet(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Voir ses campagnes' }).click();
    await page.waitForURL((url) => url.hash === '#campagnes');
    await page.waitForFunction(() => {
      const top = document.getElementById('campagnes')?.getBoundingClientRect().top;
      return window.scrollY > 0 && top !== undefined && top > -5 && top < window.innerHeight / 2;
    });
    await context.close();
  });

  it('serves each legal page with its heading and text to a client that runs no JavaScript', async () => {
    for (const legal of LEGAL_PAGES) {
      const response = await fetch(`${baseUrl()}${legal.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const title = legal.link.replace("'", '&#39;');
      expect(html).toContain(`<title>${title} | Plateforme de dons</title>`);
      expect(html).toContain(`<h1 class="fv-title">${title}</h1>`);
      expect(html).toContain(`<h2>${legal.text}</h2>`);
    }
  });
});
