// Issue 30 items 1, 2, 8, 9 and 10 as a person meets them in Chromium: the donate bar of a
// phone (visible on load, opens the dialog, covers neither content nor footer), the side card
// kept in view on a wide screen, 'Partager' and 'Copier le lien', the not-found page, the
// manager's draft and 'Publier', and the dashboards' tables at 390 px. E2E_SCREENSHOTS=1 also
// writes docs/screenshots/campaign-life/*-390.png and *-1280.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { rootDir } from '../src/platform';
import { signInContext } from '../src/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOT_DIR = path.join(rootDir, 'docs', 'screenshots', 'campaign-life');
/** A demo goal campaign with rewards, a story and contributions (api/src/db/seed/demo-data.ts). */
const CAMPAIGN_TITLE = "Un repas chaud pour l'hiver";

async function shoot(page: Page, name: string, fullPage = false) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage });
}

async function campaignSlug(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/campaigns`);
  const list = ((await response.json()) as { data: { slug: string; title: string }[] }).data;
  const found = list.find((campaign) => campaign.title === CAMPAIGN_TITLE);
  if (!found) throw new Error(`no demo campaign '${CAMPAIGN_TITLE}'`);
  return found.slug;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on screen`);
  return found;
}

/** What a tap at the centre of `locator` reaches is `locator` itself (nothing covers it). */
async function expectReachable(page: Page, locator: Locator) {
  const { x, y, width, height } = await box(locator);
  const handle = await locator.elementHandle();
  const isHit = await page.evaluate(
    ({ point, element }) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element !== null && (element === hit || element.contains(hit));
    },
    { point: { x: x + width / 2, y: y + height / 2 }, element: handle },
  );
  expect(isHit).toBe(true);
}

async function loadWholePage(page: Page) {
  // Lazy images below the fold load once scrolled to: the page's final height.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await waitUntilQuiet(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

describe('campaign life', () => {
  let browser: Browser;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    slug = await campaignSlug();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('at 390 px the donate bar is on screen on load, opens the dialog, and covers neither content nor footer', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`/campaign/${encodeURIComponent(slug)}`);
    await waitUntilQuiet(page);
    await loadWholePage(page);
    const bar = page.getByTestId('donate-bar');
    const donate = bar.getByRole('button', { name: 'Soutenir ce projet' });
    // On load, without scrolling: the whole button within the 844 px screen, and reachable.
    const onLoad = await box(donate);
    expect(onLoad.y).toBeGreaterThanOrEqual(0);
    expect(onLoad.y + onLoad.height).toBeLessThanOrEqual(PHONE.height);
    await expectReachable(page, donate);
    expect(await bar.innerText()).toMatch(/collectés/);
    await expectNoSeriousViolations(page);
    await shoot(page, 'campaign-donate-bar');

    // Halfway down it is still at the screen's bottom.
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    const halfway = await box(donate);
    expect(halfway.y + halfway.height).toBeLessThanOrEqual(PHONE.height);
    await expectReachable(page, donate);

    // At the end of the page the footer's links are not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    for (const link of await page.locator('footer a').all()) await expectReachable(page, link);
    // ...nor the page's last block (the side card's own button).
    await page.getByTestId('campaign-side-card').scrollIntoViewIfNeeded();
    await expectReachable(
      page,
      page.getByTestId('campaign-side-card').getByRole('button', { name: 'Soutenir ce projet' }),
    );
    await shoot(page, 'campaign-page-end');

    await page.evaluate(() => window.scrollTo(0, 0));
    await donate.click();
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.waitFor();
    await context.close();
  });

  it('at 1280 px the side card stays in view down the story, and there is no donate bar', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`/campaign/${encodeURIComponent(slug)}`);
    await waitUntilQuiet(page);
    await loadWholePage(page);
    expect(await page.getByTestId('donate-bar').isVisible()).toBe(false);
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(400);
    const side = page.getByTestId('campaign-side-card');
    const donate = side.getByRole('button', { name: 'Soutenir ce projet' });
    const inView = await box(donate);
    expect(inView.y).toBeGreaterThan(0);
    expect(inView.y + inView.height).toBeLessThanOrEqual(DESKTOP.height);
    await expectReachable(page, donate);
    await shoot(page, 'campaign-side-card-scrolled');
    await context.close();
  });

  it("'Copier le lien' copies the campaign's address and says so; the links carry it", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, { viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseUrl(),
      });
      // As in a desktop browser without a share sheet: the fallback links.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      });
      await page.goto(`/campaign/${encodeURIComponent(slug)}`);
      await waitUntilQuiet(page);
      const side = page.getByTestId('campaign-side-card');
      await side.getByRole('button', { name: 'Partager' }).click();
      const panel = page.getByRole('group', { name: 'Partager la campagne' });
      await panel.waitFor();
      const url = `${baseUrl()}/campaign/${slug}`;
      for (const name of ['Email', 'WhatsApp', 'Facebook', 'X', 'LinkedIn'])
        expect(await panel.getByRole('link', { name, exact: true }).getAttribute('href')).toContain(
          encodeURIComponent(url),
        );
      await panel.getByRole('button', { name: 'Copier le lien' }).click();
      await page.getByText('Lien copié dans le presse-papiers.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expectNoSeriousViolations(page);
      await panel.scrollIntoViewIfNeeded();
      await shoot(page, 'campaign-share');
      await context.close();
    }
  });

  it('the thank-you page offers to share the campaign given to', async () => {
    // Another goal campaign than the other journeys' (their totals stay as they expect).
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await page.goto('/campaign/un-camion-medical-pour-nos-villages');
    await waitUntilQuiet(page);
    await page
      .getByTestId('donate-bar')
      .getByRole('button', { name: 'Soutenir ce projet' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.waitFor();
    await waitUntilQuiet(page);
    await dialog.getByRole('radio').first().click();
    await dialog.getByLabel('Nom complet').fill('Camille Partage');
    await dialog.getByLabel('Email').fill(`camille.partage.${Date.now()}@example.fr`);
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await page.getByLabel('Numéro de carte').waitFor();
    await page.getByLabel('Titulaire de la carte').fill('Titulaire Test');
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM/AA)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Payer/ }).click();
    await page.waitForURL((url) => url.pathname === '/donation/success');
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();
    await page.getByRole('button', { name: 'Partager cette campagne' }).click();
    const panel = page.getByRole('group', { name: 'Partager la campagne' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Copier le lien' }).click();
    await page.getByText('Lien copié dans le presse-papiers.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl()}/campaign/un-camion-medical-pour-nos-villages`,
    );
    await expectNoSeriousViolations(page);
    await shoot(page, 'thank-you-share', true);
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(300);
    await shoot(page, 'thank-you-share', true);
    await context.close();
  });

  it("serves the campaign's preview tags in its HTML, for the crawlers of the share links", async () => {
    const html = await (await fetch(`${baseUrl()}/campaign/${encodeURIComponent(slug)}`)).text();
    // The platform's public address (PUBLIC_URL), whatever host the crawler asked.
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]*/campaign/${slug}"`));
    expect(html).toMatch(/<meta property="og:title" content="Un repas chaud pour l&#39;hiver/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  });

  it('an unknown campaign: its heading and its title say so', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, { viewport });
      await page.goto('/campaign/cette-campagne-n-existe-pas');
      await waitUntilQuiet(page);
      await page.getByRole('heading', { level: 1, name: 'Campagne non trouvée' }).waitFor();
      expect(await page.title()).toBe('Campagne non trouvée | Plateforme de dons');
      await expectNoSeriousViolations(page);
      await shoot(page, 'campaign-not-found');
      await context.close();
    }
  });

  it("the manager's draft says how it goes live, a live one links to its page; tables stay readable at 390 px", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, { viewport });
      await signInContext(context, DEMO_ACCOUNTS.association_manager);
      await page.goto('/dashboard?tab=campaigns');
      await waitUntilQuiet(page);
      // Every tab of the dashboard within the screen's width.
      for (const tab of await page.getByRole('tab').all()) {
        const tabBox = await box(tab);
        expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(viewport.width);
      }
      const draft = page.getByRole('listitem').filter({ hasText: '(brouillon)' });
      expect(await draft.getByTestId('draft-notice').innerText()).toMatch(/visible que par vous/);
      const live = page.getByRole('listitem').filter({ hasText: CAMPAIGN_TITLE });
      expect(
        await live.getByRole('link', { name: /Voir la page publique/ }).getAttribute('href'),
      ).toBe(`/campaign/${slug}`);
      await expectNoSeriousViolations(page);
      await shoot(page, 'manager-campaigns', true);
      await draft.getByRole('button', { name: /^Publier la campagne/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Publier la campagne ?' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toMatch(/sera en ligne à son adresse publique/);
      await expectNoSeriousViolations(page);
      await shoot(page, 'manager-publish-dialog');
      // Left as a draft: the other journeys count the public campaigns.
      await dialog.getByRole('button', { name: 'Annuler' }).click();

      await page.goto('/dashboard?tab=donations');
      await waitUntilQuiet(page);
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      if (viewport === PHONE) {
        // A card: every value of the row within the screen's width, no sideways scroll.
        for (const cell of await row.locator('td').all()) {
          const cellBox = await box(cell);
          expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(PHONE.width);
        }
      }
      await expectNoSeriousViolations(page);
      await shoot(page, 'manager-donations', true);
      await context.close();
    }
  });
});
